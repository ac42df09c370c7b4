let lastId = 0

/**
 * A JSON-RPC id for a protocol request: the time in milliseconds times 1000 plus three random digits,
 * as the official client makes them. Ids grow with time, which lets peers discard stale
 * `wc_sessionUpdate` and `wc_sessionEvent` messages. Stays below `Number.MAX_SAFE_INTEGER` until 2255.
 *
 * Two ids made in the same millisecond would share a value one time in a thousand, and a wallet drops the
 * second request as a replay; so an id is never at or below the last one this process made (the next
 * one is then the last plus one).
 *
 * @example
 * payloadId() // 1700000000000123
 * payloadId(() => 1700000000000) // 1700000000000000 or above, and above every earlier id
 */
export function payloadId(now: () => number = Date.now): number {
  const random = crypto.getRandomValues(new Uint16Array(1))[0]! % 1000
  const id = Math.max(now() * 1000 + random, lastId + 1)
  lastId = id
  return id
}
