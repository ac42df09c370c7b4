import { BaseError } from '../errors/BaseError.js'

/**
 * The relay answered a call with a JSON-RPC error, or did not answer in time.
 *
 * @example
 * throw new RelayRequestError({ method: 'irn_publish', message: 'Rate limit exceeded', code: -32029 })
 */
export class RelayRequestError extends BaseError {
  override name = 'RelayRequestError'
  readonly method: string
  constructor({ method, message, code }: { method: string; message: string; code: number | string }) {
    super(`Relay ${method} failed: ${message}`, { code })
    this.method = method
  }
}

/**
 * The relay client was used after `close()`.
 *
 * @example
 * throw new RelayClosedError()
 */
export class RelayClosedError extends BaseError {
  override name = 'RelayClosedError'
  constructor() {
    super('The relay connection is closed', { code: 'RELAY_CLOSED' })
  }
}

/**
 * `relayUrl` is missing or is not a `ws://` or `wss://` URL. Thrown at the call that was given it.
 *
 * @example
 * new RelayClient({ relayUrl: 'https://relay.example.org' }) // throws InvalidRelayUrlError
 */
export class InvalidRelayUrlError extends BaseError {
  override name = 'InvalidRelayUrlError'
  constructor(value: unknown) {
    super('relayUrl must be a ws:// or wss:// URL.', {
      code: 'INVALID_RELAY_URL',
      details: `got ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`,
    })
  }
}

/**
 * The relay could not be reached within the connect bound (`connectTimeoutMs`).
 *
 * @example
 * await relay.connect().catch((error) => {
 *   if (error instanceof RelayConnectTimeoutError) showOfflineBanner()
 * })
 */
export class RelayConnectTimeoutError extends BaseError {
  override name = 'RelayConnectTimeoutError'
  constructor({ relayUrl, timeoutMs }: { relayUrl: string; timeoutMs: number }) {
    super('Could not connect to the relay.', {
      code: 'RELAY_CONNECT_TIMEOUT',
      details: `no connection to ${relayUrl} in ${timeoutMs} ms`,
    })
  }
}

/**
 * A call too large for the relay's frame limit: refused before it is sent (over `maxFrameBytes`), or
 * refused by the relay itself (it closed the connection with 1009). It is never sent again.
 *
 * @example
 * await relay.publish(topic, hugeEnvelope, { ttl: 300, tag: 1108 }) // rejects with RelayFrameTooLargeError
 */
export class RelayFrameTooLargeError extends BaseError {
  override name = 'RelayFrameTooLargeError'
  readonly method: string
  readonly bytes: number
  constructor({ method, bytes, limit }: { method: string; bytes: number; limit?: number }) {
    super('The message is too large for the relay.', {
      code: 'RELAY_FRAME_TOO_LARGE',
      details:
        limit === undefined
          ? `${method} of ${bytes} bytes was refused by the relay (close code 1009)`
          : `${method} of ${bytes} bytes is over the limit of ${limit} bytes`,
    })
    this.method = method
    this.bytes = bytes
  }
}
