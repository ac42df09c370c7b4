import type { StoredMessage } from './messageStore.js'

/** One sender's messages in a scope, oldest first, split by whether anyone has acknowledged them. */
type Holding = { bytes: number; unacked: Map<StoredMessage, true>; acked: Map<StoredMessage, true> }

const first = <T>(map: Map<T, unknown> | undefined): T | undefined => map?.keys().next().value

/**
 * Byte accounting of one scope of a store (the whole store, or one topic): how much each sender holds, and
 * which message to drop first when room is needed. Choosing by holder keeps eviction fair: one client that
 * fills the store loses its own oldest messages, not everyone else's.
 *
 * @example
 * const ledger = new StoreLedger()
 * ledger.add(stored)
 * const victim = ledger.victimFor('did:key:z6Mk...') // undefined: that client is the largest holder
 */
export class StoreLedger {
  bytes = 0
  private readonly holdings = new Map<string, Holding>()
  /** Every acknowledged message of the scope, in the order of the first ack. */
  private readonly acked = new Map<StoredMessage, true>()

  add(stored: StoredMessage): void {
    let holding = this.holdings.get(stored.senderClientId)
    if (!holding)
      this.holdings.set(stored.senderClientId, (holding = { bytes: 0, unacked: new Map(), acked: new Map() }))
    holding.unacked.set(stored, true)
    holding.bytes += stored.bytes
    this.bytes += stored.bytes
  }

  remove(stored: StoredMessage): void {
    const holding = this.holdings.get(stored.senderClientId)
    if (!holding || !(holding.unacked.delete(stored) || holding.acked.delete(stored))) return
    this.acked.delete(stored)
    holding.bytes -= stored.bytes
    this.bytes -= stored.bytes
    if (holding.unacked.size === 0 && holding.acked.size === 0) this.holdings.delete(stored.senderClientId)
  }

  /** Moves a message to the acknowledged ones: someone has it, so it is the first to go when room is needed. */
  markAcked(stored: StoredMessage): void {
    const holding = this.holdings.get(stored.senderClientId)
    if (!holding?.unacked.delete(stored)) return
    holding.acked.set(stored, true)
    this.acked.set(stored, true)
  }

  holderBytes(clientId: string): number {
    return this.holdings.get(clientId)?.bytes ?? 0
  }

  largestHolderBytes(): number {
    let largest = 0
    for (const holding of this.holdings.values()) largest = Math.max(largest, holding.bytes)
    return largest
  }

  /** The oldest acknowledged message of one sender: what that sender's own quota frees first. */
  oldestAckedOf(clientId: string): StoredMessage | undefined {
    return first(this.holdings.get(clientId)?.acked)
  }

  /**
   * The message to drop so that `publisher` can store one: the oldest acknowledged message of the scope,
   * else the oldest message of the sender holding the most other than the publisher, when that sender
   * holds at least as much as the publisher. Undefined when the publisher holds the most: it is refused.
   */
  victimFor(publisher: string): StoredMessage | undefined {
    const acked = first(this.acked)
    if (acked) return acked
    let largest: Holding | undefined
    for (const [clientId, holding] of this.holdings) {
      if (clientId !== publisher && holding.bytes > (largest?.bytes ?? 0)) largest = holding
    }
    if (!largest || largest.bytes < this.holderBytes(publisher)) return undefined
    return first(largest.unacked)
  }
}
