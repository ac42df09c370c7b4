import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/** One published message kept until it expires. */
export type StoredMessage = {
  topic: string
  message: string
  /** sha256 of `message`, hex: the dedupe key. */
  hash: string
  /** Unix milliseconds. */
  publishedAt: number
  /** Unix milliseconds. */
  expiresAt: number
  senderClientId: string
  tag: number | undefined
  /** Clients that acknowledged (or fetched) the message: never delivered to them again. */
  ackedBy: Set<string>
  /** Clients it was sent to: not sent to them again on a repeated publish, only on re-subscribe. */
  deliveredTo: Set<string>
  bytes: number
}

export type AddMessageParameters = {
  topic: string
  message: string
  senderClientId: string
  ttlSeconds: number
  tag: number | undefined
  now: number
}

/** Thrown by `MessageStore.add` when the message would exceed the store's byte cap. */
export class StoreFullError extends Error {
  override name = 'StoreFullError'
}

/**
 * The relay's in-memory mailbox: messages per topic until their TTL runs out. Nothing survives a restart.
 *
 * @example
 * const store = new MessageStore(64 * 1024 * 1024)
 * const { stored } = store.add({ topic, message, senderClientId, ttlSeconds: 300, tag: 1100, now: Date.now() })
 */
export class MessageStore {
  private readonly topics = new Map<string, Map<string, StoredMessage>>()
  private totalBytes = 0

  constructor(private readonly maxBytes: number) {}

  /**
   * Stores a message, or returns the stored copy (with its expiry extended) when the same message was
   * already published on the topic: a client that retries a publish must not cause a second delivery.
   */
  add(parameters: AddMessageParameters): { stored: StoredMessage; isNew: boolean } {
    const { topic, message, senderClientId, ttlSeconds, tag, now } = parameters
    const hash = bytesToHex(sha256(utf8ToBytes(message)))
    const expiresAt = now + ttlSeconds * 1000
    const existing = this.topics.get(topic)?.get(hash)
    if (existing && existing.expiresAt > now) {
      existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
      return { stored: existing, isNew: false }
    }
    if (existing) this.remove(existing)
    const bytes = message.length + topic.length
    if (this.totalBytes + bytes > this.maxBytes) this.sweep(now)
    if (this.totalBytes + bytes > this.maxBytes) throw new StoreFullError('Relay store is full.')
    const stored: StoredMessage = {
      topic,
      message,
      hash,
      publishedAt: now,
      expiresAt,
      senderClientId,
      tag,
      ackedBy: new Set(),
      deliveredTo: new Set(),
      bytes,
    }
    let messages = this.topics.get(topic)
    if (!messages) this.topics.set(topic, (messages = new Map()))
    messages.set(hash, stored)
    this.totalBytes += bytes
    return { stored, isNew: true }
  }

  /** Live messages of a topic, oldest first. */
  list(topic: string, now: number): StoredMessage[] {
    const messages = this.topics.get(topic)
    if (!messages) return []
    return [...messages.values()].filter((stored) => stored.expiresAt > now)
  }

  /** Drops every expired message. */
  sweep(now: number): void {
    for (const messages of this.topics.values()) {
      for (const stored of messages.values()) if (stored.expiresAt <= now) this.remove(stored)
    }
  }

  stats(): { topics: number; messages: number; bytes: number } {
    let messages = 0
    for (const topicMessages of this.topics.values()) messages += topicMessages.size
    return { topics: this.topics.size, messages, bytes: this.totalBytes }
  }

  private remove(stored: StoredMessage): void {
    const messages = this.topics.get(stored.topic)
    if (!messages?.delete(stored.hash)) return
    this.totalBytes -= stored.bytes
    if (messages.size === 0) this.topics.delete(stored.topic)
  }
}
