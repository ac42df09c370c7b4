/** Limits a relay enforces. Every field has a default (see `DEFAULT_RELAY_LIMITS`). */
export type RelayLimits = {
  /** Largest WebSocket frame accepted; a larger one closes the connection with code 1009. */
  maxMessageBytes: number
  /** Requests per connection in a fixed one-minute window; more are answered with error -32029. */
  maxRequestsPerMinute: number
  /** Topics one connection may be subscribed to at once; more are answered with error -32030. */
  maxSubscriptionsPerConnection: number
  /** Total bytes of stored messages; a publish that would exceed it is answered with error -32031. */
  maxStoreBytes: number
  /** Longest TTL a message is kept for; a longer TTL is shortened to this. */
  maxTtlSeconds: number
  /** Simultaneous WebSocket connections; more are refused with HTTP 503 at upgrade. */
  maxConnections: number
  /** How often each connection is pinged; a connection that has not answered the previous ping is terminated. */
  pingIntervalMs: number
  /** How often expired messages are dropped from the store. */
  sweepIntervalMs: number
}

/**
 * Defaults sized for a small self-hosted relay: WalletConnect messages are a few KiB, a busy client
 * sends a few requests per second, and the longest protocol TTL is 7 days (session lifetime).
 */
export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: 256 * 1024,
  maxRequestsPerMinute: 1200,
  maxSubscriptionsPerConnection: 1000,
  maxStoreBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 30 * 86_400,
  maxConnections: 10_000,
  pingIntervalMs: 20_000,
  sweepIntervalMs: 10_000,
}
