import { BaseError } from '@agentry/sign-client/errors'

/**
 * The root of the errors the relay throws to its embedder (`startRelay`) or to its own layers, on the
 * shape every Agentry package shares (`BaseError` of `@agentry/sign-client/errors`: `shortMessage`,
 * `code`, `details`, `walk()`). JSON-RPC errors sent to clients are `RpcError`s and never leave a
 * connection.
 *
 * @example
 * try { await startRelay({ natsUrl: 'nats://127.0.0.1:1' }) } catch (error) {
 *   if (error instanceof RelayError) console.error(error.code, error.message)
 * }
 */
export class RelayError extends BaseError<string> {
  override name = 'RelayError'

  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, { code, cause: options?.cause })
  }
}

/** A cluster engine (NATS or Redis) cannot be used at start: its client is not installed, or it does not answer. */
export class RelayClusterError extends RelayError {
  override name = 'RelayClusterError'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 'RELAY_CLUSTER', options)
  }
}

/** The message store cannot be reached (Redis down): messages are delivered live only until it returns. */
export class StoreUnavailableError extends RelayError {
  override name = 'StoreUnavailableError'

  constructor(options?: { cause?: unknown }) {
    super('Message store unavailable: store-and-forward is off until it returns.', 'STORE_UNAVAILABLE', options)
  }
}

/** Redis kept a command unanswered past the relay's deadline (stopped or overloaded): treated as an outage. */
export class RedisTimeoutError extends RelayError {
  override name = 'RedisTimeoutError'

  constructor(timeoutMs: number) {
    super(`Redis did not answer within ${timeoutMs} ms.`, 'REDIS_TIMEOUT')
  }
}
