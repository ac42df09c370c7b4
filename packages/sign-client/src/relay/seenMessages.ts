import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { RelayMessage } from './relayTypes.js'

/** How many delivered messages are remembered to drop a redelivery. */
const SEEN_LIMIT = 1000

/**
 * The last 1,000 messages delivered, by a hash of topic and text: the relay redelivers a message whose
 * acknowledgement it missed, and the client hands each message on once.
 *
 * @example
 * const seen = new SeenMessages()
 * seen.firstTime(message) // true
 * seen.firstTime(message) // false
 */
export class SeenMessages {
  readonly #keys = new Set<string>()

  /** Whether the message is new; remembers it (forgetting the oldest beyond the limit). */
  firstTime(message: Pick<RelayMessage, 'topic' | 'message'>): boolean {
    const key = bytesToHex(sha256(utf8ToBytes(`${message.topic}\n${message.message}`)))
    if (this.#keys.has(key)) return false
    this.#keys.add(key)
    if (this.#keys.size > SEEN_LIMIT) this.#keys.delete(this.#keys.values().next().value!)
    return true
  }
}
