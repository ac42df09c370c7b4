import {
  messageId,
  storedBytes,
  StoreQuotaError,
  type MessageStore,
  type PutMessageParameters,
  type PutMessageResult,
  type StoreQuotas,
  type StoreQuotaScope,
  type StoreStats,
  type StoredMessage,
} from './messageStore.js'
import { StoreLedger } from './storeLedger.js'

/** A sweep on a full store runs at most this often: it walks every message. */
const FULL_STORE_SWEEP_INTERVAL_MS = 1000

type Record = StoredMessage & { ackedBy: Set<string> }
type Topic = { messages: Map<string, Record>; ledger: StoreLedger }

/**
 * The in-memory message store: messages per topic until their TTL, within per-client, per-topic and
 * total byte quotas. Nothing survives a restart.
 *
 * @example
 * const store = new MemoryMessageStore({ maxBytes: 64 * 2 ** 20, maxBytesPerClient: 4 * 2 ** 20, maxBytesPerTopic: 2 ** 20 })
 * const { stored, isNew } = await store.put({ topic, message, senderClientId, ttlSeconds: 300, tag: 1100, now: Date.now() })
 */
export class MemoryMessageStore implements MessageStore {
  readonly shared = false
  readonly countsRequests = false
  private readonly topics = new Map<string, Topic>()
  private readonly ledger = new StoreLedger()
  private messageCount = 0
  private evicted = 0
  private refused = 0
  private lastFullSweep = -Infinity

  constructor(private readonly quotas: StoreQuotas) {}

  async put(parameters: PutMessageParameters): Promise<PutMessageResult> {
    return this.putNow(parameters)
  }

  async take(topic: string, clientId: string, now: number): Promise<StoredMessage[]> {
    const messages = this.topics.get(topic)?.messages
    if (!messages) return []
    return [...messages.values()].filter(
      (stored) => stored.expiresAt > now && stored.senderClientId !== clientId && !stored.ackedBy.has(clientId),
    )
  }

  async ack(topic: string, id: string, clientId: string): Promise<void> {
    const entry = this.topics.get(topic)
    const stored = entry?.messages.get(id)
    if (!entry || !stored || stored.ackedBy.has(clientId)) return
    stored.ackedBy.add(clientId)
    if (stored.ackedBy.size > 1) return
    entry.ledger.markAcked(stored)
    this.ledger.markAcked(stored)
  }

  async sweep(now: number): Promise<void> {
    this.sweepNow(now)
  }

  async close(): Promise<void> {}

  stats(): StoreStats {
    let largestTopicBytes = 0
    for (const { ledger } of this.topics.values()) largestTopicBytes = Math.max(largestTopicBytes, ledger.bytes)
    return {
      topics: this.topics.size,
      messages: this.messageCount,
      bytes: this.ledger.bytes,
      largestClientBytes: this.ledger.largestHolderBytes(),
      largestTopicBytes,
      evicted: this.evicted,
      refused: this.refused,
    }
  }

  private putNow(parameters: PutMessageParameters): PutMessageResult {
    const { topic, message, senderClientId, ttlSeconds, tag, now, attestation } = parameters
    const id = parameters.id ?? messageId(message)
    const expiresAt = now + ttlSeconds * 1000
    const existing = this.topics.get(topic)?.messages.get(id)
    if (existing && existing.expiresAt > now) {
      // A client that retries a publish must not cause a second delivery.
      existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
      return { stored: existing, isNew: false }
    }
    if (existing) this.remove(existing)
    const bytes = storedBytes(topic, message)
    const entry = this.topics.get(topic) ?? { messages: new Map<string, Record>(), ledger: new StoreLedger() }
    this.makeRoom(senderClientId, bytes, entry.ledger, now)
    if (!this.topics.has(topic)) this.topics.set(topic, entry)
    const stored: Record = {
      topic,
      message,
      id,
      publishedAt: now,
      expiresAt,
      senderClientId,
      tag,
      bytes,
      ...(attestation ? { attestation } : {}),
      ackedBy: new Set(),
    }
    entry.messages.set(id, stored)
    entry.ledger.add(stored)
    this.ledger.add(stored)
    this.messageCount += 1
    return { stored, isNew: true }
  }

  /**
   * Frees room for `bytes` from `sender` in each scope, or throws. The sender's own quota only frees its own
   * acknowledged messages; the topic and the store also free other senders' messages, largest holder first.
   */
  private makeRoom(sender: string, bytes: number, topicLedger: StoreLedger, now: number): void {
    const { maxBytesPerClient, maxBytesPerTopic, maxBytes } = this.quotas
    while (this.ledger.holderBytes(sender) + bytes > maxBytesPerClient) {
      this.evict(this.ledger.oldestAckedOf(sender), 'client')
    }
    while (topicLedger.bytes + bytes > maxBytesPerTopic) this.evict(topicLedger.victimFor(sender), 'topic')
    if (this.ledger.bytes + bytes > maxBytes && now - this.lastFullSweep >= FULL_STORE_SWEEP_INTERVAL_MS) {
      this.lastFullSweep = now
      this.sweepNow(now)
    }
    while (this.ledger.bytes + bytes > maxBytes) this.evict(this.ledger.victimFor(sender), 'store')
  }

  private evict(victim: StoredMessage | undefined, scope: StoreQuotaScope): void {
    if (!victim) {
      this.refused += 1
      throw new StoreQuotaError(scope)
    }
    this.remove(victim)
    this.evicted += 1
  }

  private sweepNow(now: number): void {
    for (const { messages } of this.topics.values()) {
      for (const stored of messages.values()) if (stored.expiresAt <= now) this.remove(stored)
    }
  }

  private remove(stored: StoredMessage): void {
    const entry = this.topics.get(stored.topic)
    if (!entry?.messages.delete(stored.id)) return
    entry.ledger.remove(stored)
    this.ledger.remove(stored)
    this.messageCount -= 1
    if (entry.messages.size === 0) this.topics.delete(stored.topic)
  }
}
