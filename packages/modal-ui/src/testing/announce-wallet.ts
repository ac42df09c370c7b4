import type { TestWallet } from '@agentry/test-utils'

/** EIP-6963 provider info of a wallet a test announces. */
export type WalletInfo = { uuid: string; name: string; rdns: string; icon: string }

/** A plain SVG data URL, so rows have an image without any network request. */
export const TEST_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%2345E3FF'/%3E%3C/svg%3E"

/**
 * Announces an EIP-1193 provider the way a browser extension does (EIP-6963): once now and again on
 * every `eip6963:requestProvider`.
 *
 * @returns a function that stops answering requests.
 * @example
 * const stop = announceWallet(createTestWallet({ rpcUrl }), { uuid, name: 'Alpha', rdns: 'dev.alpha', icon: TEST_ICON })
 */
export function announceWallet(
  provider: Pick<TestWallet, 'request' | 'on' | 'removeListener'>,
  info: WalletInfo,
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/**
 * Wraps a provider so `eth_requestAccounts` waits until the test calls `release()`: a real wallet whose
 * user has not answered yet, which lets a test look at the "connecting" state.
 *
 * @example
 * const slow = holdRequestAccounts(wallet)
 * click(row); expect(row.loading).toBe(true); slow.release()
 */
export function holdRequestAccounts(wallet: TestWallet) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const provider = {
    request: async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_requestAccounts') await gate
      return wallet.request(args)
    },
    on: wallet.on,
    removeListener: wallet.removeListener,
  }
  return { provider, release: () => release() }
}
