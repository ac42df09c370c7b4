import { randomInt } from 'node:crypto'

/** Low bits count requests; high bits name the instance. 20 + 32 bits stay below 2^53, a safe JSON integer. */
const COUNTER_SPAN = 2 ** 32
/** Instance numbers are 1 to this. */
export const INSTANCE_SLOTS = 2 ** 20 - 1

/** A random instance number, for a relay with no Redis to hand out unique ones. */
export function randomInstanceSlot(): number {
  return randomInt(1, INSTANCE_SLOTS + 1)
}

/**
 * Ids for the relay's own requests (`irn_subscription`), unique across the instances of a cluster: the
 * instance number times 2^32 plus a counter. They stay safe integers of at most 16 digits because the
 * official client reads ids of 17 digits and more as BigInt and acknowledges them as the string `"…n"`.
 *
 * @example
 * const nextId = requestIdSequence(7)
 * nextId() // 30064771073 (7 * 2 ** 32 + 1)
 */
export function requestIdSequence(slot: number): () => number {
  if (!Number.isInteger(slot) || slot < 1 || slot > INSTANCE_SLOTS) {
    throw new RangeError(`requestIdSequence: slot must be an integer from 1 to ${INSTANCE_SLOTS}.`)
  }
  const base = slot * COUNTER_SPAN
  let counter = 0
  return () => {
    counter = (counter % (COUNTER_SPAN - 1)) + 1
    return base + counter
  }
}
