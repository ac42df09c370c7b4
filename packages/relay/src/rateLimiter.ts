const WINDOW_MS = 60_000

/** A fixed one-minute window counter for one connection. */
export type RateWindow = { startedAt: number; count: number }

/**
 * Counts one request against `window` and says whether it is within `limit` for the current minute.
 *
 * @example
 * const window = { startedAt: Date.now(), count: 0 }
 * if (!takeRequest(window, 1200, Date.now())) reply(rateLimitedError)
 */
export function takeRequest(window: RateWindow, limit: number, now: number): boolean {
  if (now - window.startedAt >= WINDOW_MS) {
    window.startedAt = now
    window.count = 0
  }
  window.count += 1
  return window.count <= limit
}
