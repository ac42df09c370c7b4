import { WalletConnectUnavailableError } from '../errors/walletConnectErrors.js'

/** How long `setUpWalletConnect` may take by default. */
export const DEFAULT_SET_UP_TIMEOUT_MS = 10_000

/** What a bounded start-up sees of its bound. */
export type Bound = {
  readonly timeoutMs: number
  /** Milliseconds left (at least 1), for a wait of its own inside the bound. */
  remainingMs(): number
  /** Throws the bound's error once it has passed: a step that comes too late goes no further. */
  check(): void
  /** Runs `undo` when the bound passes (now, if it has passed): releases what a late step set up. */
  onExpired(undo: () => void): void
}

export type WithinBoundParameters = { relayUrl: string; timeoutMs: number }

/**
 * Runs `run` and settles within `timeoutMs`: with its result, its error, or WalletConnectUnavailableError
 * when the time passes first. `run` keeps going in the background after that; it calls `bound.check()`
 * between steps and registers with `bound.onExpired` what must be undone.
 *
 * @example
 * const connector = await withinBound((bound) => start(bound), { relayUrl, timeoutMs: 10_000 })
 */
export function withinBound<T>(
  run: (bound: Bound) => Promise<T>,
  { relayUrl, timeoutMs }: WithinBoundParameters,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  const undos: (() => void)[] = []
  let expired: WalletConnectUnavailableError | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound: Bound = {
    timeoutMs,
    remainingMs: () => Math.max(1, deadline - Date.now()),
    check() {
      if (expired) throw expired
    },
    onExpired(undo) {
      if (expired) undo()
      else undos.push(undo)
    },
  }
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = new WalletConnectUnavailableError({ relayUrl, timeoutMs })
      for (const undo of undos.splice(0)) undo()
      reject(expired)
    }, timeoutMs)
  })
  const work = run(bound)
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer)
    // Settled first: nothing to undo any more. (A run that failed first undid its own steps.)
    if (!expired) undos.length = 0
  })
}
