import { createLocalDevChain, initModal } from '@agentry/modal-core'
import '@agentry/modal-ui/register' // <agentry-modal> and <agentry-connect-button>
import { bridgeWagmiConfig } from '@agentry/wagmi/modal'
import { config } from './wagmi'

initModal({
  networks: [createLocalDevChain({ rpcUrl: import.meta.env.VITE_RPC_URL })],
  metadata: { name: 'wagmi dapp', description: 'An example', url: window.location.origin, icons: [] },
})
// The modal lists the config's connectors and connects through wagmi, so wagmi's hooks see every connection.
bridgeWagmiConfig({ config })
