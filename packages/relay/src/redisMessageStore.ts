import {
  messageId,
  RequestRateError,
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
import type { RedisRunner } from './redisConnection.js'

/** Expired messages freed per script call: a sweep never holds Redis for long. */
const SWEEP_BATCH = 500
/**
 * How long a delivered (acknowledged, hence deleted) message is remembered, so that its sender retrying
 * the publish (it missed the relay's answer) does not deliver it a second time. Retries come within seconds.
 */
const ACK_MARKER_MS = 5 * 60_000
/**
 * Markers are bounded with the store: at most one per this many bytes of `maxBytes` (65,536 for 64 MiB, about
 * 10 MB of Redis), however many messages are acknowledged. Past it the markers that expire soonest go, so a
 * flood of acks costs a retried publish at worst a repeat delivery, which clients drop.
 */
const STORE_BYTES_PER_ACK_MARKER = 1024
const MIN_ACK_MARKERS = 1024
const MINUTE_MS = 60_000

const EMPTY_STATS: StoreStats = {
  topics: 0,
  messages: 0,
  bytes: 0,
  largestClientBytes: 0,
  largestTopicBytes: 0,
  evicted: 0,
  refused: 0,
}

/**
 * The message store of a relay cluster: messages in Redis until their TTL (Redis deletes each at its
 * `expiresAt`), shared by every instance, so a peer gets them on whichever instance it subscribes. The
 * quotas per client, per topic and in total hold across the cluster: each put checks and updates Redis
 * counters in one Lua script, and frees room as the in-memory store does (oldest messages of whoever holds
 * the most; the publish is refused only when its sender is that holder).
 *
 * Unlike the in-memory store, a message is deleted as soon as a client other than its sender acknowledges
 * it: a WalletConnect topic has two peers, so the ack means it has arrived.
 *
 * @example
 * const redis = await connectRedis({ url: 'redis://127.0.0.1:6379', prefix: 'agentry-relay', log })
 * const store = new RedisMessageStore(redis, { maxBytes: 64 * 2 ** 20, maxBytesPerClient: 4 * 2 ** 20, maxBytesPerTopic: 2 ** 20 })
 */
export class RedisMessageStore implements MessageStore {
  readonly shared = true
  readonly countsRequests = true
  private cachedStats = EMPTY_STATS

  constructor(
    private readonly redis: RedisRunner,
    private readonly quotas: StoreQuotas,
    private readonly clock: () => number = Date.now,
  ) {}

  async put(parameters: PutMessageParameters): Promise<PutMessageResult> {
    const { topic, message, senderClientId, ttlSeconds, tag, now, countRequest } = parameters
    const id = messageId(message)
    const expiresAt = now + ttlSeconds * 1000
    const bytes = storedBytes(topic, message)
    const { maxBytesPerClient, maxBytesPerTopic, maxBytes } = this.quotas
    const reply = (await this.redis.run('put', [
      topic,
      id,
      message,
      senderClientId,
      now,
      expiresAt,
      tag ?? '',
      bytes,
      maxBytesPerClient,
      maxBytesPerTopic,
      maxBytes,
      countRequest ? Math.floor(now / MINUTE_MS) * MINUTE_MS : '',
      countRequest ? countRequest.perMinute : '',
    ])) as string[]
    // The attestation goes with live delivery; a message taken later from Redis comes without it.
    const attestation = parameters.attestation ? { attestation: parameters.attestation } : {}
    const stored: StoredMessage = {
      topic,
      message,
      id,
      publishedAt: now,
      expiresAt,
      senderClientId,
      tag,
      bytes,
      ...attestation,
    }
    switch (reply[0]) {
      case 'new':
        return { stored, isNew: true }
      case 'dup':
        return { stored: { ...stored, publishedAt: Number(reply[1]), expiresAt: Number(reply[2]) }, isNew: false }
      case 'acked':
        return { stored, isNew: false, acknowledged: true }
      case 'rate':
        throw new RequestRateError()
      default:
        throw new StoreQuotaError(reply[1] as StoreQuotaScope)
    }
  }

  async take(topic: string, clientId: string, now: number): Promise<StoredMessage[]> {
    const flat = (await this.redis.run('take', [topic, clientId, now])) as string[]
    const messages: StoredMessage[] = []
    for (let i = 0; i + 6 < flat.length; i += 7) {
      const [id, message, publishedAt, expiresAt, senderClientId, tag, bytes] = flat.slice(i, i + 7) as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ]
      messages.push({
        topic,
        message,
        id,
        publishedAt: Number(publishedAt),
        expiresAt: Number(expiresAt),
        senderClientId,
        tag: tag === '' ? undefined : Number(tag),
        bytes: Number(bytes),
      })
    }
    return messages
  }

  async ack(topic: string, id: string, clientId: string): Promise<void> {
    await this.redis.run('ack', [topic, id, clientId, this.clock(), ACK_MARKER_MS, maxAckMarkers(this.quotas)])
  }

  async sweep(now: number): Promise<void> {
    while (Number(await this.redis.run('sweep', [now, SWEEP_BATCH])) === SWEEP_BATCH);
    const [messages, bytes, largestClientBytes, topics, largestTopicBytes, evicted, refused] = (
      (await this.redis.run('stats', [])) as Array<string | number>
    ).map(Number) as [number, number, number, number, number, number, number]
    this.cachedStats = { messages, bytes, largestClientBytes, topics, largestTopicBytes, evicted, refused }
  }

  stats(): StoreStats {
    return this.cachedStats
  }

  close(): Promise<void> {
    return this.redis.close()
  }
}

/**
 * How many acknowledgement markers a store keeps at most.
 *
 * @example
 * maxAckMarkers({ maxBytes: 64 * 2 ** 20, maxBytesPerClient: 4 * 2 ** 20, maxBytesPerTopic: 2 ** 20 }) // 65536
 */
export function maxAckMarkers(quotas: StoreQuotas): number {
  return Math.max(MIN_ACK_MARKERS, Math.floor(quotas.maxBytes / STORE_BYTES_PER_ACK_MARKER))
}
