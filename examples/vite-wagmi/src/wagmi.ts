import { agentryWalletConnect } from '@agentry/wagmi'
import { createConfig, http } from 'wagmi'
import { localhost } from 'wagmi/chains'

const relayUrl = import.meta.env.VITE_RELAY_URL // e.g. ws://127.0.0.1:8787 from `npx agentry-relay`

/** The dapp's own wagmi config: browser wallets come from EIP-6963 discovery, phones over WalletConnect. */
export const config = createConfig({
  chains: [localhost],
  connectors: relayUrl
    ? [
        agentryWalletConnect({
          relayUrl,
          metadata: { name: 'wagmi dapp', description: 'An example', url: window.location.origin, icons: [] },
        }),
      ]
    : [],
  transports: { [localhost.id]: http(import.meta.env.VITE_RPC_URL) },
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
