/**
 * A JSON-RPC id for a protocol request: the time in milliseconds times 1000 plus three random digits,
 * as the official client makes them. Ids grow with time, which lets peers discard stale
 * `wc_sessionUpdate` and `wc_sessionEvent` messages. Stays below `Number.MAX_SAFE_INTEGER` until 2255.
 *
 * @example
 * payloadId() // 1700000000000123
 * payloadId(() => 1700000000000) // 1700000000000000 to 1700000000000999
 */
export function payloadId(now: () => number = Date.now): number {
  const random = crypto.getRandomValues(new Uint16Array(1))[0]! % 1000
  return now() * 1000 + random
}
