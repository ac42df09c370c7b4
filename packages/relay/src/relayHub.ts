import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { enqueue, hasRoomToDeliver, sendFrame, type Connection } from './connection.js'
import { StoreUnavailableError } from './errors.js'
import { formatSubscription } from './jsonRpc.js'
import type { RelayLimits } from './limits.js'
import type { MessageBus } from './messageBus.js'
import {
  messageId,
  RequestRateError,
  storedBytes,
  StoreQuotaError,
  type MessageStore,
  type PutMessageResult,
  type StoredMessage,
} from './messageStore.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'

const MAX_PENDING_PER_CONNECTION = 10_000
/** Deliveries per connection remembered to drop a duplicate from the bus and the store racing each other. */
const RECENT_PER_CONNECTION = 256

/** A message as clients receive it in `irn_subscription` and `irn_batchFetchMessages`. */
export type DeliveredMessage = { topic: string; message: string; publishedAt: number; attestation: string }

export type PublishParameters = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number | undefined
  /** The publisher's attestation, passed through to subscribers (`""` for them when absent). */
  attestation?: string
  /**
   * The publish is a request of its own (`irn_publish`) that the relay has not counted against the client's
   * rate: a store that counts requests (Redis) counts it with the write, in one round trip.
   */
  countRequest?: boolean
}

/** Counts since the hub started. */
export type DeliveryStats = {
  /** Live deliveries held back by full send buffers (sent later from the store). */
  deferred: number
  /** Publishes accepted (messages in). */
  published: number
  /** `irn_subscription` requests sent (messages out). */
  delivered: number
  /** Publishes stored for store-and-forward (a repeat of a stored message is not counted). */
  stored: number
  /** Publishes delivered live only, because the store was unreachable. */
  unstored: number
}

export type RelayHubOptions = {
  /** Ids for `irn_subscription` requests (`requestIdSequence`). */
  nextRequestId: () => number
  /** Called with the seconds each accepted publish took (store, local delivery, announce). */
  observePublish?: (seconds: number) => void
}

const QUOTA_MESSAGES = {
  client: (limits: RelayLimits) =>
    `Store quota exceeded: a client may keep at most ${limits.maxStoreBytesPerClient} bytes stored; try again when its messages are delivered or expire.`,
  topic: (limits: RelayLimits) =>
    `Store quota exceeded: a topic may hold at most ${limits.maxStoreBytesPerTopic} bytes; try again when its messages are delivered or expire.`,
  store: () => 'Relay store is full: try again later.',
}

/**
 * The error message of a request over the client's rate across the cluster.
 *
 * @example
 * clientRateMessage(DEFAULT_RELAY_LIMITS) // 'Rate limit exceeded: at most 1200 requests per minute per client.'
 */
export function clientRateMessage(limits: Pick<RelayLimits, 'maxRequestsPerMinute'>): string {
  return `Rate limit exceeded: at most ${limits.maxRequestsPerMinute} requests per minute per client.`
}

/**
 * The subscription id for a client on a topic: sha256 of `topic + clientId`, hex.
 *
 * @example
 * subscriptionId('7f6e...', 'did:key:z6Mk...') // '3b1f...' (64 hex characters)
 */
export function subscriptionId(topic: string, clientId: string): string {
  return bytesToHex(sha256(utf8ToBytes(topic + clientId)))
}

/**
 * Routes messages between connections: subscriptions, store-and-forward, delivery with acks and
 * back-pressure. Messages are kept by a `MessageStore`; this class holds only live connection state.
 *
 * Delivery rules: a message never goes back to the client that published it; it goes to every live
 * connection subscribed to its topic, including each connection of one client id; a client gets it once per
 * publish (a repeated publish of a stored message delivers nothing); an unacknowledged message is sent
 * again when the client subscribes to its topic again; an acknowledged (or fetched) one never is. A
 * connection whose send buffer is full gets nothing live: its messages wait in the store until it drains.
 */
export class RelayHub {
  private readonly subscribers = new Map<string, Set<Connection>>()
  /** Topics watched on the bus, with the promise that the bus has the interest. */
  private readonly watching = new Map<string, Promise<void>>()
  private readonly counts: DeliveryStats = { deferred: 0, published: 0, delivered: 0, stored: 0, unstored: 0 }
  /** `topic\nid` of the latest deliveries to each connection (made on its first delivery, so idle ones cost nothing). */
  private readonly recent = new WeakMap<Connection, Set<string>>()
  private bus: MessageBus | undefined

  constructor(
    readonly store: MessageStore,
    private readonly limits: RelayLimits,
    private readonly clock: () => number,
    private readonly options: RelayHubOptions,
  ) {}

  /** Joins a cluster: accepted messages are announced on the bus, and watched topics received from it. */
  attachBus(bus: MessageBus): void {
    this.bus = bus
    for (const topic of this.subscribers.keys()) this.watching.set(topic, bus.watch(topic))
  }

  /** Subscribes a connection and returns the subscription id plus a thunk that sends stored messages. */
  subscribe(connection: Connection, topic: string): { id: string; deliverStored: () => Promise<void> } {
    if (
      !connection.subscriptions.has(topic) &&
      connection.subscriptions.size >= this.limits.maxSubscriptionsPerConnection
    ) {
      throw new RpcError(
        RPC_ERRORS.SUBSCRIPTION_LIMIT,
        `Subscription limit reached: at most ${this.limits.maxSubscriptionsPerConnection} topics per connection.`,
      )
    }
    const id = subscriptionId(topic, connection.clientId)
    // Subscribing again asks for the unacknowledged messages again, even those just sent.
    const again = connection.subscriptions.has(topic)
    connection.subscriptions.set(topic, id)
    let set = this.subscribers.get(topic)
    if (!set) {
      this.subscribers.set(topic, (set = new Set()))
      if (this.bus) this.watching.set(topic, this.bus.watch(topic))
    }
    set.add(connection)
    const deliverStored = async () => {
      // Once the bus has the interest, a message is either stored before the take below or announced after it.
      await this.watching.get(topic)
      for (const stored of await this.takeOrNothing(topic, connection.clientId, this.clock())) {
        this.deliver(connection, stored, again)
      }
    }
    return { id, deliverStored }
  }

  unsubscribe(connection: Connection, topic: string): void {
    connection.subscriptions.delete(topic)
    connection.deferredTopics.delete(topic)
    const set = this.subscribers.get(topic)
    set?.delete(connection)
    if (set?.size !== 0) return
    this.subscribers.delete(topic)
    this.watching.delete(topic)
    this.bus?.unwatch(topic)
  }

  /** Stores a message and forwards it to the topic's subscribers except its sender. */
  async publish(sender: Connection, parameters: PublishParameters): Promise<void> {
    const started = performance.now()
    const { topic, message, ttlSeconds, tag, attestation, countRequest } = parameters
    const now = this.clock()
    const put = {
      topic,
      message,
      ttlSeconds,
      tag,
      senderClientId: sender.clientId,
      now,
      ...(attestation ? { attestation } : {}),
      ...(countRequest ? { countRequest: { perMinute: this.limits.maxRequestsPerMinute } } : {}),
    }
    let result: PutMessageResult
    try {
      result = await this.store.put(put)
      if (result.isNew) this.counts.stored += 1
    } catch (error) {
      if (error instanceof StoreQuotaError)
        throw new RpcError(RPC_ERRORS.STORE_FULL, QUOTA_MESSAGES[error.scope](this.limits))
      if (error instanceof RequestRateError) throw new RpcError(RPC_ERRORS.RATE_LIMITED, clientRateMessage(this.limits))
      if (!(error instanceof StoreUnavailableError)) throw error
      // Redis is down (logged by the store): whoever is connected still gets the message live.
      this.counts.unstored += 1
      const stored: StoredMessage = {
        topic,
        message,
        tag,
        senderClientId: sender.clientId,
        id: messageId(message),
        publishedAt: now,
        expiresAt: now + ttlSeconds * 1000,
        bytes: storedBytes(topic, message),
        ...(attestation ? { attestation } : {}),
      }
      result = { stored, isNew: true }
    }
    this.counts.published += 1
    // Everyone subscribed got the first publish live or on subscribe; a connection that was congested gets it
    // when it drains. In a cluster a repeat is sent again unless acknowledged: the first try may have reached
    // the store but not the bus (its instance died), and subscribers drop what they already have.
    if (result.isNew || (this.store.shared && !result.acknowledged)) {
      this.deliverLocally(result.stored)
      this.bus?.announce(result.stored)
    }
    this.options.observePublish?.((performance.now() - started) / 1000)
  }

  /**
   * A message another instance accepted. With a shared store it is already stored; a per-process store keeps
   * a copy, so that a congested or reconnecting subscriber here still gets it.
   */
  async receive(stored: StoredMessage): Promise<void> {
    if (!this.store.shared) {
      const { topic, message, senderClientId, tag, attestation, id } = stored
      const ttlSeconds = Math.max(1, Math.ceil((stored.expiresAt - this.clock()) / 1000))
      const put = {
        topic,
        message,
        senderClientId,
        tag,
        ttlSeconds,
        now: this.clock(),
        id,
        ...(attestation ? { attestation } : {}),
      }
      const result = await this.store.put(put).catch(() => ({ stored, isNew: true }))
      if (!result.isNew) return
    }
    this.deliverLocally(stored)
  }

  /**
   * Stored messages of the topics that this client did not send and has not acknowledged, up to about
   * `maxBufferedBytes` of text (`hasMore` says more are waiting). They count as acknowledged afterwards:
   * the client has them in the reply.
   */
  async fetch(connection: Connection, topics: string[]): Promise<{ messages: DeliveredMessage[]; hasMore: boolean }> {
    const now = this.clock()
    const messages: DeliveredMessage[] = []
    let bytes = 0
    for (const topic of new Set(topics)) {
      for (const stored of await this.takeOrNothing(topic, connection.clientId, now)) {
        if (messages.length > 0 && bytes + stored.message.length > this.limits.maxBufferedBytes) {
          return { messages, hasMore: true }
        }
        bytes += stored.message.length
        await this.ackOrNothing(topic, stored.id, connection.clientId)
        messages.push(toDelivered(stored))
      }
    }
    return { messages, hasMore: false }
  }

  /** Records a client's answer to an `irn_subscription` request. */
  async acknowledge(connection: Connection, idKey: string, ok: boolean): Promise<void> {
    const delivery = connection.pending.get(idKey)
    if (!delivery) return
    connection.pending.delete(idKey)
    if (ok) await this.ackOrNothing(delivery.topic, delivery.id, connection.clientId)
  }

  /** Forgets a closed connection. Its unacknowledged messages stay stored for the next subscribe. */
  disconnect(connection: Connection): void {
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic)
    connection.pending.clear()
  }

  /** Sends a frame to a connection; when its buffer drains, held-back messages follow. */
  send(connection: Connection, text: string): void {
    sendFrame(connection, text, this.limits, () => this.resumeIfDrained(connection))
  }

  sweep(): Promise<void> {
    return this.store.sweep(this.clock())
  }

  subscriberCount(): number {
    let count = 0
    for (const set of this.subscribers.values()) count += set.size
    return count
  }

  deliveryStats(): DeliveryStats {
    return { ...this.counts }
  }

  private deliverLocally(stored: StoredMessage): void {
    const connections = this.subscribers.get(stored.topic)
    if (!connections) return
    let dataJson: string | undefined
    for (const connection of connections) {
      if (connection.clientId === stored.senderClientId) continue
      this.deliver(connection, stored, false, (dataJson ??= deliveredJson(stored)))
    }
  }

  /**
   * After the bus was unreachable: resends from the store what each connection has not acknowledged, since
   * messages announced meanwhile did not reach this instance. Only with a shared store.
   */
  catchUp(): void {
    if (!this.store.shared) return
    const connections = new Set<Connection>()
    for (const set of this.subscribers.values()) for (const connection of set) connections.add(connection)
    for (const connection of connections) {
      for (const topic of connection.subscriptions.keys()) connection.deferredTopics.add(topic)
      this.resumeIfDrained(connection)
    }
  }

  /** Stored messages for a client, or none while the store is unreachable (live delivery goes on). */
  private async takeOrNothing(topic: string, clientId: string, now: number): Promise<StoredMessage[]> {
    try {
      return await this.store.take(topic, clientId, now)
    } catch (error) {
      if (error instanceof StoreUnavailableError) return []
      throw error
    }
  }

  /** An ack the store cannot record while unreachable is dropped: the message expires at its TTL instead. */
  private async ackOrNothing(topic: string, id: string, clientId: string): Promise<void> {
    try {
      await this.store.ack(topic, id, clientId)
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error
    }
  }

  /**
   * Sends one message to a connection, unless it was among the connection's latest deliveries: in a cluster
   * the same message can arrive live from the bus and from the store on subscribe, in either order. `again`
   * (an explicit re-subscribe) sends it anyway.
   */
  private deliver(connection: Connection, stored: StoredMessage, again = false, dataJson?: string): void {
    const subId = connection.subscriptions.get(stored.topic)
    if (subId === undefined) return
    if (!hasRoomToDeliver(connection, this.limits)) {
      connection.deferredTopics.add(stored.topic)
      this.counts.deferred += 1
      return
    }
    const key = `${stored.topic}\n${stored.id}`
    let recent = this.recent.get(connection)
    if (!recent) this.recent.set(connection, (recent = new Set()))
    if (recent.has(key) && !again) return
    recent.delete(key)
    recent.add(key)
    if (recent.size > RECENT_PER_CONNECTION) recent.delete(recent.values().next().value!)
    const requestId = this.options.nextRequestId()
    if (connection.pending.size >= MAX_PENDING_PER_CONNECTION) {
      // A client that never acks must not grow memory without bound; the oldest delivery is forgotten.
      connection.pending.delete(connection.pending.keys().next().value!)
    }
    connection.pending.set(String(requestId), { topic: stored.topic, id: stored.id })
    this.counts.delivered += 1
    this.send(connection, formatSubscription(requestId, subId, dataJson ?? deliveredJson(stored)))
  }

  /**
   * Sends what was held back once the buffer is down to half the bound (hysteresis, so a connection near
   * the bound does not flip on every frame). Messages already sent and waiting for an ack are not repeated.
   */
  private resumeIfDrained(connection: Connection): void {
    if (connection.deferredTopics.size === 0) return
    if (connection.socket.bufferedAmount > this.limits.maxBufferedBytes / 2) return
    const topics = [...connection.deferredTopics]
    connection.deferredTopics.clear()
    enqueue(connection, async () => {
      const now = this.clock()
      const sent = new Set([...connection.pending.values()].map(({ topic, id }) => `${topic}\n${id}`))
      for (const topic of topics) {
        for (const stored of await this.takeOrNothing(topic, connection.clientId, now)) {
          if (!sent.has(`${stored.topic}\n${stored.id}`)) this.deliver(connection, stored)
        }
      }
    })
  }
}

/** The `data` of an `irn_subscription` request, as JSON text. */
function deliveredJson(stored: StoredMessage): string {
  return JSON.stringify(toDelivered(stored))
}

function toDelivered(stored: StoredMessage): DeliveredMessage {
  const { topic, message, publishedAt, attestation = '' } = stored
  return { topic, message, publishedAt, attestation }
}
