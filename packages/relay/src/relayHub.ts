import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { WebSocket } from 'ws'
import { formatRequest } from './jsonRpc.js'
import type { RelayLimits } from './limits.js'
import { MessageStore, StoreFullError, type StoredMessage } from './messageStore.js'
import type { RateWindow } from './rateLimiter.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'

const MAX_PENDING_PER_CONNECTION = 10_000

/** One authenticated WebSocket connection. */
export type Connection = {
  socket: WebSocket
  /** The `iss` of the client's relay JWT (`did:key:z6Mk...`). */
  clientId: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** Outstanding `irn_subscription` requests by id, waiting for the client's ack. */
  pending: Map<string, StoredMessage>
  rate: RateWindow
  alive: boolean
}

/** A message as clients receive it in `irn_subscription` and `irn_batchFetchMessages`. */
export type DeliveredMessage = { topic: string; message: string; publishedAt: number; attestation: '' }

export type PublishParameters = { topic: string; message: string; ttlSeconds: number; tag: number | undefined }

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
 * Routes messages between connections: subscriptions, store-and-forward, delivery with acks and dedupe.
 *
 * Delivery rules: a message never goes back to the client that published it; a client gets it once per
 * publish (dedupe by message hash); an unacknowledged message is sent again when the client subscribes
 * to its topic again; an acknowledged (or fetched) one never is.
 */
export class RelayHub {
  readonly store: MessageStore
  private readonly subscribers = new Map<string, Set<Connection>>()
  private nextRequestId: number

  constructor(
    private readonly limits: RelayLimits,
    private readonly clock: () => number,
  ) {
    this.store = new MessageStore(limits.maxStoreBytes)
    // Millisecond timestamp with three more digits, like client ids; stays a safe integer for centuries.
    this.nextRequestId = clock() * 1000
  }

  /** Subscribes a connection and returns the subscription id plus a thunk that sends stored messages. */
  subscribe(connection: Connection, topic: string): { id: string; deliverStored: () => void } {
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
    connection.subscriptions.set(topic, id)
    let set = this.subscribers.get(topic)
    if (!set) this.subscribers.set(topic, (set = new Set()))
    // Re-adding moves the connection last, so the newest connection of a client is preferred.
    set.delete(connection)
    set.add(connection)
    const deliverStored = () => {
      for (const stored of this.store.list(topic, this.clock())) {
        if (stored.senderClientId === connection.clientId || stored.ackedBy.has(connection.clientId)) continue
        this.deliver(connection, id, stored)
      }
    }
    return { id, deliverStored }
  }

  unsubscribe(connection: Connection, topic: string): void {
    connection.subscriptions.delete(topic)
    const set = this.subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** Stores a message and forwards it to the topic's subscribers except its sender. */
  publish(sender: Connection, parameters: PublishParameters): void {
    const { topic, message, ttlSeconds, tag } = parameters
    let stored: StoredMessage
    try {
      stored = this.store.add({
        topic,
        message,
        ttlSeconds,
        tag,
        senderClientId: sender.clientId,
        now: this.clock(),
      }).stored
    } catch (error) {
      if (error instanceof StoreFullError) {
        throw new RpcError(RPC_ERRORS.STORE_FULL, 'Relay store is full: try again later.')
      }
      throw error
    }
    const targets = new Map<string, Connection>()
    for (const connection of this.subscribers.get(topic) ?? []) {
      if (connection.clientId === sender.clientId) continue
      if (stored.ackedBy.has(connection.clientId) || stored.deliveredTo.has(connection.clientId)) continue
      targets.set(connection.clientId, connection)
    }
    for (const connection of targets.values()) {
      this.deliver(connection, connection.subscriptions.get(topic)!, stored)
    }
  }

  /**
   * Stored messages of the topics that this client did not send and has not acknowledged. They count as
   * acknowledged afterwards: the client has them in the reply.
   */
  fetch(connection: Connection, topics: string[]): DeliveredMessage[] {
    const now = this.clock()
    const messages: DeliveredMessage[] = []
    for (const topic of new Set(topics)) {
      for (const stored of this.store.list(topic, now)) {
        if (stored.senderClientId === connection.clientId || stored.ackedBy.has(connection.clientId)) continue
        stored.ackedBy.add(connection.clientId)
        messages.push(toDelivered(stored))
      }
    }
    return messages
  }

  /** Records a client's answer to an `irn_subscription` request. */
  acknowledge(connection: Connection, idKey: string, ok: boolean): void {
    const stored = connection.pending.get(idKey)
    if (!stored) return
    connection.pending.delete(idKey)
    if (ok) stored.ackedBy.add(connection.clientId)
  }

  /** Forgets a closed connection. Its unacknowledged messages stay stored for the next subscribe. */
  disconnect(connection: Connection): void {
    for (const topic of [...connection.subscriptions.keys()]) this.unsubscribe(connection, topic)
    connection.pending.clear()
  }

  sweep(): void {
    this.store.sweep(this.clock())
  }

  subscriberCount(): number {
    let count = 0
    for (const set of this.subscribers.values()) count += set.size
    return count
  }

  private deliver(connection: Connection, subId: string, stored: StoredMessage): void {
    const requestId = this.nextRequestId++
    if (connection.pending.size >= MAX_PENDING_PER_CONNECTION) {
      // A client that never acks must not grow memory without bound; the oldest delivery is forgotten.
      connection.pending.delete(connection.pending.keys().next().value!)
    }
    connection.pending.set(String(requestId), stored)
    stored.deliveredTo.add(connection.clientId)
    connection.socket.send(formatRequest(requestId, 'irn_subscription', { id: subId, data: toDelivered(stored) }))
  }
}

function toDelivered(stored: StoredMessage): DeliveredMessage {
  return { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, attestation: '' }
}
