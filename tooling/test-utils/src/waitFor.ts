/** Options of {@link waitFor}. */
export type WaitForOptions = {
  /** How long to wait before failing, in ms (a bound that turns a hang into a failure, not a measure of speed). */
  timeoutMs?: number
  /** How long to sleep between two checks, in ms. */
  intervalMs?: number
}

/**
 * Calls `check` until it returns something other than `undefined`, `null` or `false`, and resolves with
 * that value: a bounded wait for a state or event the test cannot subscribe to (a store settling after
 * background work, a message reaching a peer, a port closing). `check` may be async. An error thrown by
 * `check` ends the wait at once. After `timeoutMs` it rejects with
 * `Timed out after <timeoutMs> ms waiting for <what>`, so a failure says what never came.
 *
 * @example
 * await waitFor('the balance', () => account.balance !== undefined)
 * const reply = await waitFor('the reply', () => frames.find((frame) => frame.id === id), { timeoutMs: 60_000 })
 */
export async function waitFor<T>(
  what: string,
  check: () => T | PromiseLike<T>,
  { timeoutMs = 15_000, intervalMs = 20 }: WaitForOptions = {},
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
