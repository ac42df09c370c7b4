/** EIP-6963 provider info that the injected test wallet announces. */
export const TEST_WALLET_INFO = {
  uuid: '4f3c6a5e-7d1b-4c8e-9a2f-1b6d0e3c5a7f',
  name: 'Agentry Test Wallet',
  rdns: 'dev.agentry.testwallet',
  icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2345E3FF'/%3E%3C/svg%3E",
} as const

/**
 * Runs in the page (pass to Playwright `page.addInitScript`). It announces an EIP-6963 provider whose
 * `request` goes through the binding `__agentryWalletRequest` (exposed with `page.exposeBinding`) to the
 * test wallet in the test process, and exposes `__agentryWalletEmit(event, payload)` so the test can
 * push `accountsChanged` / `chainChanged` into the page.
 *
 * @example
 * await page.exposeBinding('__agentryWalletRequest', (_, method, params) => wallet.request({ method, params }))
 * await page.addInitScript(installTestWalletInPage, TEST_WALLET_INFO)
 */
export function installTestWalletInPage(info: { uuid: string; name: string; rdns: string; icon: string }): void {
  type Listener = (payload: unknown) => void
  type Bridge = (
    method: string,
    params: unknown,
  ) => Promise<{ ok: true; result: unknown } | { ok: false; code: number; message: string }>
  const w = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isAgentryTestWallet: true,
    async request(args: { method: string; params?: unknown }) {
      const bridge = w.__agentryWalletRequest as Bridge
      const answer = await bridge(args.method, args.params ?? [])
      if (answer.ok) return answer.result
      const error = new Error(answer.message) as Error & { code: number }
      error.code = answer.code
      throw error
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  w.__agentryWalletEmit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
