/** Options of {@link waitFor}. */
export type WaitForOptions = {
  /** How long to wait before failing, in ms (a bound that turns a hang into a failure, not a measure of speed). */
  timeoutMs?: number
  /** How long to sleep between two checks, in ms. */
  intervalMs?: number
}

/**
 * A bounded wait for a state or event the test cannot subscribe to (a store settling after background work,
 * a view rendering, a message reaching a peer, a port closing). Two forms, one loop:
 *
 * - `waitFor(what, check)` calls `check` until it returns something other than `undefined`, `null` or
 *   `false`, and resolves with that value. `check` may be async. An error thrown by `check` ends the wait at
 *   once. After `timeoutMs` it rejects with `Timed out after <timeoutMs> ms waiting for <what>`, so a failure
 *   says what never came.
 * - `waitFor(assertion)` calls `assertion` (an `expect(…)`) until it stops throwing, and rejects with its last
 *   error after `timeoutMs`, so a failure reads as the assertion's own diff.
 *
 * @example
 * await waitFor('the balance', () => account.balance !== undefined)
 * const reply = await waitFor('the reply', () => frames.find((frame) => frame.id === id), { timeoutMs: 60_000 })
 * await waitFor(() => expect(connectionState.status).toBe('connected'))
 */
export async function waitFor<T>(
  what: string,
  check: () => T | PromiseLike<T>,
  options?: WaitForOptions,
): Promise<Exclude<T, undefined | null | false>>
export async function waitFor(assertion: () => void, options?: WaitForOptions): Promise<void>
export async function waitFor<T>(
  ...args: [string, () => T | PromiseLike<T>, WaitForOptions?] | [() => void, WaitForOptions?]
): Promise<unknown> {
  if (typeof args[0] === 'string') return poll(args[0], args[1] as () => T | PromiseLike<T>, args[2])
  const [assertion, options] = args as [() => void, WaitForOptions?]
  let failure: unknown
  const passes = () => {
    try {
      assertion()
      return true
    } catch (error) {
      failure = error
      return false
    }
  }
  await poll('the assertion to pass', passes, options).catch((timeout: unknown) => {
    throw failure ?? timeout
  })
}

async function poll<T>(
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
