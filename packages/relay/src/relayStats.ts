import type { Connection } from './connection.js'
import type { RelayHub } from './relayHub.js'

export type RelayStats = {
  connections: number
  /** Connections from the address that has the most. */
  largestAddressConnections: number
  subscriptions: number
  topics: number
  messages: number
  /** Bytes of stored messages as the quotas count them. */
  bytes: number
  /** Stored bytes of the client that holds the most. */
  largestClientBytes: number
  /** Stored bytes of the fullest topic. */
  largestTopicBytes: number
  /** Messages dropped before their TTL to make room for others. */
  evictedMessages: number
  /** Publishes refused for a store quota (-32031). */
  refusedPublishes: number
  /** Bytes waiting in every connection's send buffer. */
  bufferedBytes: number
  /** Bytes waiting in the fullest send buffer. */
  largestBufferedBytes: number
  /** Deliveries held back because a send buffer was full (sent later from the store). */
  deferredDeliveries: number
  /** Publishes accepted by this instance. */
  messagesIn: number
  /** `irn_subscription` requests this instance sent. */
  messagesOut: number
  /** Publishes this instance stored. */
  messagesStored: number
  /** Publishes delivered live only because the store (Redis) was unreachable. */
  messagesUnstored: number
}

/**
 * The relay's counts. With Redis, the store's counts are the cluster's, as of the last sweep.
 *
 * @example
 * relayStats(connections, perAddress, hub).connections // 2
 */
export function relayStats(connections: Set<Connection>, perAddress: Map<string, number>, hub: RelayHub): RelayStats {
  const { topics, messages, bytes, largestClientBytes, largestTopicBytes, evicted, refused } = hub.store.stats()
  const { deferred, published, delivered, stored, unstored } = hub.deliveryStats()
  let bufferedBytes = 0
  let largestBufferedBytes = 0
  for (const { socket } of connections) {
    bufferedBytes += socket.bufferedAmount
    largestBufferedBytes = Math.max(largestBufferedBytes, socket.bufferedAmount)
  }
  return {
    connections: connections.size,
    largestAddressConnections: Math.max(0, ...perAddress.values()),
    subscriptions: hub.subscriberCount(),
    topics,
    messages,
    bytes,
    largestClientBytes,
    largestTopicBytes,
    evictedMessages: evicted,
    refusedPublishes: refused,
    bufferedBytes,
    largestBufferedBytes,
    deferredDeliveries: deferred,
    messagesIn: published,
    messagesOut: delivered,
    messagesStored: stored,
    messagesUnstored: unstored,
  }
}
