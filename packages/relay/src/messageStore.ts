import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { RelayError } from './errors.js'

/** One published message kept until it expires, is evicted, or (after an ack) room is needed. */
export type StoredMessage = {
  topic: string
  message: string
  /** sha256 of `message`, hex: the message's id within its topic, and the dedupe key. */
  id: string
  /** Unix milliseconds. */
  publishedAt: number
  /** Unix milliseconds. */
  expiresAt: number
  senderClientId: string
  tag: number | undefined
  /**
   * The publisher's verify attestation (a JWT), handed to subscribers as the official relay does; absent
   * when the publisher sent none. Not counted in `bytes` (bounded by `readOptionalAttestation`).
   */
  attestation?: string
  /** What the message counts against the quotas: its text, its topic and a fixed record overhead. */
  bytes: number
}

export type PutMessageParameters = {
  topic: string
  message: string
  senderClientId: string
  ttlSeconds: number
  tag: number | undefined
  attestation?: string
  now: number
  /** The message's id when the caller has it already (a message from another instance): not hashed again. */
  id?: string
  /**
   * Counts the publish as one of its sender's requests this minute, in the same round trip, and throws
   * `RequestRateError` past `perMinute`. Only a store that counts requests for the cluster does
   * (`countsRequests`); otherwise requests are limited per connection and this is ignored.
   */
  countRequest?: { perMinute: number }
}

/**
 * `isNew` is false when the same message was already stored on the topic (a retried publish).
 * `acknowledged` is true when a store that deletes messages on ack knows it was already delivered.
 */
export type PutMessageResult = { stored: StoredMessage; isNew: boolean; acknowledged?: boolean }

/** Byte caps of a store. Each counts `StoredMessage.bytes`. */
export type StoreQuotas = {
  /** The whole store. */
  maxBytes: number
  /** What one client (the sender) may keep stored. */
  maxBytesPerClient: number
  /** What one topic may hold. */
  maxBytesPerTopic: number
}

export type StoreStats = {
  topics: number
  messages: number
  bytes: number
  /** Bytes held by the client that holds the most. */
  largestClientBytes: number
  /** Bytes held by the fullest topic. */
  largestTopicBytes: number
  /** Messages dropped before their TTL to make room for others. */
  evicted: number
  /** Publishes refused for a quota. */
  refused: number
}

/**
 * What one record costs beyond its text (the object, its maps' entries, the id, the ack set), so that a
 * flood of tiny messages is bounded by the byte caps too.
 */
export const RECORD_OVERHEAD_BYTES = 512

/**
 * A message's id within its topic: sha256 of its text, hex. The same text published twice is one message.
 *
 * @example
 * messageId('hello') // '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'
 */
export function messageId(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}

/** What a message counts against the quotas: its text, its topic and a fixed record overhead. */
export function storedBytes(topic: string, message: string): number {
  return message.length + topic.length + RECORD_OVERHEAD_BYTES
}

/** Which quota refused a publish. */
export type StoreQuotaScope = 'client' | 'topic' | 'store'

/** Thrown by `MessageStore.put` when the sender is over a quota and nothing of another client may go instead. */
export class StoreQuotaError extends RelayError {
  override name = 'StoreQuotaError'

  constructor(readonly scope: StoreQuotaScope) {
    super(`Store quota exceeded (${scope}).`, 'STORE_QUOTA')
  }
}

/** Thrown by `MessageStore.put` when a counted publish is over its sender's requests per minute. */
export class RequestRateError extends RelayError {
  override name = 'RequestRateError'

  constructor() {
    super('Request rate exceeded.', 'REQUEST_RATE')
  }
}

/**
 * Where the relay keeps messages for store-and-forward. Delivery (`RelayHub`) talks to a store only through
 * this, so a networked store can replace the in-memory one; the methods return promises for that reason.
 *
 * Rules every store keeps: a message is not handed back to its sender nor to a client that acknowledged it;
 * quotas per client, per topic and in total; when room is needed, acknowledged messages go first, then the
 * oldest messages of whoever holds the most, and a publish is refused only when its sender is that holder.
 */
export interface MessageStore {
  /**
   * True when every relay instance sees the same messages (Redis): a message from another instance is
   * already stored. False for a per-process store, which keeps its own copy of such messages.
   */
  readonly shared: boolean
  /** True when `put` counts `countRequest` against the sender's requests per minute (Redis). */
  readonly countsRequests: boolean
  /** Stores a message, or returns the stored copy (expiry extended) of the same message on the topic. Throws `StoreQuotaError`. */
  put(parameters: PutMessageParameters): Promise<PutMessageResult>
  /** Live messages of a topic that `clientId` did not send and has not acknowledged, oldest first. */
  take(topic: string, clientId: string, now: number): Promise<StoredMessage[]>
  /** Records that `clientId` has a message: it is not handed to that client again. */
  ack(topic: string, id: string, clientId: string): Promise<void>
  /** Frees expired messages. */
  sweep(now: number): Promise<void>
  /** Counts as last known: a networked store refreshes them on `sweep`. */
  stats(): StoreStats
  /** Waits for writes under way, then lets go of the store's connections. */
  close(): Promise<void>
}
