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
  /** What the message counts against the quotas: its text, its topic and a fixed record overhead. */
  bytes: number
}

export type PutMessageParameters = {
  topic: string
  message: string
  senderClientId: string
  ttlSeconds: number
  tag: number | undefined
  now: number
}

/** `isNew` is false when the same message was already stored on the topic (a retried publish). */
export type PutMessageResult = { stored: StoredMessage; isNew: boolean }

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

/** Which quota refused a publish. */
export type StoreQuotaScope = 'client' | 'topic' | 'store'

/** Thrown by `MessageStore.put` when the sender is over a quota and nothing of another client may go instead. */
export class StoreQuotaError extends Error {
  override name = 'StoreQuotaError'

  constructor(readonly scope: StoreQuotaScope) {
    super(`Store quota exceeded (${scope}).`)
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
  /** Stores a message, or returns the stored copy (expiry extended) of the same message on the topic. Throws `StoreQuotaError`. */
  put(parameters: PutMessageParameters): Promise<PutMessageResult>
  /** Live messages of a topic that `clientId` did not send and has not acknowledged, oldest first. */
  take(topic: string, clientId: string, now: number): Promise<StoredMessage[]>
  /** Records that `clientId` has a message: it is not handed to that client again. */
  ack(topic: string, id: string, clientId: string): Promise<void>
  /** Frees expired messages. */
  sweep(now: number): Promise<void>
  stats(): StoreStats
}
