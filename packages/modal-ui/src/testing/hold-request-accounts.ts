import type { TestWallet } from '@agentry/test-utils'

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
