/** Limits a relay enforces. Every field has a default (see `DEFAULT_RELAY_LIMITS`). */
export type RelayLimits = {
  /** Largest WebSocket frame accepted; a larger one closes the connection with code 1009. */
  maxMessageBytes: number
  /** Requests per connection in a fixed one-minute window; more are answered with error -32029. */
  maxRequestsPerMinute: number
  /** Topics one connection may be subscribed to at once; more are answered with error -32030. */
  maxSubscriptionsPerConnection: number
  /**
   * Total bytes of stored messages (text, topic and a 512-byte record overhead each). When it is reached,
   * acknowledged messages are dropped first, then the oldest of the client holding the most; a publish is
   * answered with error -32031 only when its own client holds the most.
   */
  maxStoreBytes: number
  /** Bytes one client may keep stored; past it, its own acknowledged messages go, else error -32031. */
  maxStoreBytesPerClient: number
  /** Bytes one topic may hold; past it, the topic frees room as the store does, else error -32031. */
  maxStoreBytesPerTopic: number
  /** Longest TTL a message is kept for; a longer TTL is shortened to this. */
  maxTtlSeconds: number
  /** Simultaneous WebSocket connections; more are refused with HTTP 503 at upgrade. */
  maxConnections: number
  /**
   * Simultaneous connections from one address (an IPv6 address counts by its /64); more are refused with
   * HTTP 429 at upgrade.
   */
  maxConnectionsPerAddress: number
  /**
   * Bytes a connection's send buffer may hold before live delivery to it stops; its messages wait in the
   * store and are sent when the buffer drains. Twice this (its own replies while it does not read) closes
   * the connection with 1008.
   */
  maxBufferedBytes: number
  /** How often each connection is pinged; a connection that has not answered the previous ping is terminated. */
  pingIntervalMs: number
  /** How often expired messages are dropped from the store. */
  sweepIntervalMs: number
}

/**
 * Defaults sized for a small self-hosted relay: WalletConnect messages are a few KiB, a busy client
 * sends a few requests per second, and the longest protocol TTL is 7 days (session lifetime). 100
 * connections per address leave room for an office or carrier NAT, and one address can hold at most 1%
 * of the connections.
 */
export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: 256 * 1024,
  maxRequestsPerMinute: 1200,
  maxSubscriptionsPerConnection: 1000,
  maxStoreBytes: 64 * 1024 * 1024,
  maxStoreBytesPerClient: 4 * 1024 * 1024,
  maxStoreBytesPerTopic: 1024 * 1024,
  maxTtlSeconds: 30 * 86_400,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 100,
  maxBufferedBytes: 1024 * 1024,
  pingIntervalMs: 20_000,
  sweepIntervalMs: 10_000,
}
