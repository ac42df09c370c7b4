// The public shapes of the relay client: its options, the messages it delivers and its events' payloads.
import type { RelayKeyPair } from '../relayAuth/keyPair.js'
import type { RelaySocket, RelaySocketConstructor } from './webSocket.js'

/** A message the relay delivered on a subscribed topic. */
export type RelayMessage = { topic: string; message: string; publishedAt: number; attestation?: string }

/** How a message is published: its TTL in seconds, its tag, and the optional prompt and correlation id. */
export type PublishOptions = {
  ttl: number
  tag: number
  prompt?: boolean
  correlationId?: number
  /** A verify attestation (JWT) the relay hands to subscribers with the message. */
  attestation?: string
}

export type RelayClientOptions = {
  /** `ws://` or `wss://` URL of the relay; the JWT's audience is this exact string. */
  relayUrl: string
  projectId?: string
  /** The client's Ed25519 identity (its did:key is the client id); a new one by default. */
  keyPair?: RelayKeyPair
  /** The WebSocket to use; the platform's (or `ws` in Node 20) by default. */
  WebSocket?: RelaySocketConstructor
  /** How long a sent call waits for its answer. Default 15 000 ms. */
  requestTimeoutMs?: number
  /** How long `connect()` waits for the connection before it rejects with RelayConnectTimeoutError. Default 8 000 ms. */
  connectTimeoutMs?: number
  /**
   * The largest frame sent (UTF-8 bytes); a larger call is refused with RelayFrameTooLargeError before it
   * goes out, since the relay would close the connection over it (code 1009). Default 256 KiB, our
   * relay's default limit.
   */
  maxFrameBytes?: number
  /** Reconnect delays: doubling from `minMs` to `maxMs`. Default 250 ms to 10 s. */
  reconnect?: { minMs?: number; maxMs?: number }
  /** Reconnect when the relay sent nothing, not even a ping, for this long. Default 35 000 ms. */
  silenceTimeoutMs?: number
  /** Sent as `ua` in the connection URL. */
  userAgent?: string
}

/** Why the connection dropped (the WebSocket close code) and when the next attempt is due. */
export type RelayDisconnect = { code: number | undefined; retryInMs: number }

/** The relay methods that publish. */
export type PublishMethod = 'irn_publish' | 'wc_proposeSession' | 'wc_approveSession'

/** The relay client's events and their payloads. */
export type RelayEvents = {
  message: RelayMessage
  connect: undefined
  disconnect: RelayDisconnect
  publish: { method: PublishMethod; params: Record<string, unknown> }
}

/** A call sent to the relay that waits for its answer (the relay client's own bookkeeping). */
export type Pending = {
  frame: string
  /** The frame's size in UTF-8 bytes. */
  bytes: number
  method: string
  /** The socket the frame last went out on: a 1009 close on that socket may be its fault. */
  sentOn?: RelaySocket
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}
