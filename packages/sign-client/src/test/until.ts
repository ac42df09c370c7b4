// Test helper (not exported by the package): bounded waits for a state, never a timed assertion.

/**
 * Resolves once `check()` is true, checking every 20 ms; rejects with `what` after `ms` (a bound on a
 * wait for an event, not a measure of speed).
 *
 * @example
 * await until(() => wallet.pendingRequest.has(id), 'the request reached the wallet')
 */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
