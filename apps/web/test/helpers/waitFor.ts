/**
 * Polls `check` until it returns a value other than undefined, at most `timeoutMs`: a bounded wait for
 * an event the test cannot subscribe to (a port closing, a client reconnecting). An error thrown by
 * `check` ends the wait at once. Never a timed assertion: the timeout only turns a hang into a failure
 * that says what was awaited.
 *
 * @example
 * await waitFor('the port to close', async () => ((await isRefused(port)) ? true : undefined))
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
