import { createLocalDevChain, initModal, syncConnection, watchInjectedConnectors } from '@agentry/modal-core'
import '@agentry/modal-ui/register' // <agentry-modal> and <agentry-connect-button>

let started: Promise<void> | undefined

/** Call it in the browser (not at module level: a Next.js client module also runs on the server). */
export function setUpModal(): Promise<void> {
  started ??= (async () => {
    const relayUrl = process.env.NEXT_PUBLIC_RELAY_URL // e.g. ws://127.0.0.1:8787 from `npx agentry-relay`
    initModal({
      networks: [createLocalDevChain({ rpcUrl: process.env.NEXT_PUBLIC_RPC_URL })],
      metadata: { name: 'Next.js dapp', description: 'An example', url: window.location.origin, icons: [] },
      // Optional: QR-code wallets over WalletConnect, and `projectId` for the hosted wallet directory.
      ...(relayUrl ? { walletConnect: { relayUrl } } : {}),
    })
    watchInjectedConnectors()
    await syncConnection()
    if (relayUrl) {
      // Restores a WalletConnect session kept from an earlier visit.
      const { setUpWalletConnect } = await import('@agentry/modal-core/walletconnect')
      await setUpWalletConnect()
    }
  })()
  return started
}
