import { TEST_WALLET_INFO } from './testWalletInPage.js'

/** EIP-6963 provider info of a wallet a test announces. */
export type WalletInfo = { uuid: string; name: string; rdns: string; icon: string }

/** The EIP-1193 provider a test announces: anything with `request` (a test wallet, a wrapper around one). */
export type AnnouncedProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** A plain SVG data URL, so wallet rows have an image without any network request. */
export const TEST_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%2345E3FF'/%3E%3C/svg%3E"

/**
 * Announces an EIP-1193 provider the way a browser extension does (EIP-6963): once now and again on
 * every `eip6963:requestProvider`. Needs a DOM (happy-dom, jsdom or a browser). Without `info` it
 * announces the test wallet's {@link TEST_WALLET_INFO}.
 *
 * @returns a function that stops answering requests.
 * @example
 * const stop = announceWallet(createTestWallet({ rpcUrl }), { uuid, name: 'Alpha', rdns: 'dev.alpha', icon: TEST_ICON })
 */
export function announceWallet(provider: AnnouncedProvider, info: WalletInfo = TEST_WALLET_INFO): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
