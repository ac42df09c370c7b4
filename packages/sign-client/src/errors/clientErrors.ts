import { BaseError } from './BaseError.js'
import { INTERNAL_ERRORS } from './protocolErrors.js'

// Failures of the client's own calls whose text is the official client's own sentence, not the
// "{table message} {context}" of a protocol kind; each carries its kind's code all the same.

const MISSING_OR_INVALID = INTERNAL_ERRORS.MISSING_OR_INVALID.code

/**
 * A session request got no answer before its expiry.
 *
 * @example
 * await dapp.request({ topic, chainId, request, expiry: 300 }) // rejects with RequestExpiredError after 300 s
 */
export class RequestExpiredError extends BaseError {
  override name = 'RequestExpiredError'
  constructor() {
    super('Request expired. Please try again.', { code: 'REQUEST_EXPIRED' })
  }
}

/**
 * `authenticate()` without a non-empty `chains` list.
 *
 * @example
 * await dapp.authenticate({ ...params, chains: [] }) // throws AuthChainsRequiredError
 */
export class AuthChainsRequiredError extends BaseError {
  override name = 'AuthChainsRequiredError'
  constructor() {
    super('chains is required and must be a non-empty array', { code: MISSING_OR_INVALID })
  }
}

/**
 * `authenticate()` without one of its required string parameters.
 *
 * @example
 * await dapp.authenticate({ ...params, nonce: '' }) // throws AuthParameterRequiredError: 'nonce is required parameter'
 */
export class AuthParameterRequiredError extends BaseError {
  override name = 'AuthParameterRequiredError'
  readonly parameter: 'uri' | 'domain' | 'nonce'
  constructor(parameter: 'uri' | 'domain' | 'nonce') {
    super(`${parameter} is required parameter`, { code: MISSING_OR_INVALID })
    this.parameter = parameter
  }
}

/**
 * `authenticate()` for chains of more than one namespace.
 *
 * @example
 * await dapp.authenticate({ ...params, chains: ['eip155:1', 'solana:…'] }) // throws AuthMultiNamespaceError
 */
export class AuthMultiNamespaceError extends BaseError {
  override name = 'AuthMultiNamespaceError'
  constructor() {
    super('Multi-namespace requests are not supported. Please request single namespace only.', {
      code: MISSING_OR_INVALID,
    })
  }
}

/**
 * `authenticate()` for chains outside `eip155`: one-click sign-in is Sign-In With Ethereum.
 *
 * @example
 * await dapp.authenticate({ ...params, chains: ['solana:…'] }) // throws AuthNamespaceUnsupportedError
 */
export class AuthNamespaceUnsupportedError extends BaseError {
  override name = 'AuthNamespaceUnsupportedError'
  constructor() {
    super(
      'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
      { code: MISSING_OR_INVALID },
    )
  }
}

/**
 * A sign-in message asked for without its audience (`aud`).
 *
 * @example
 * wallet.formatAuthMessage({ request: { ...payload, aud: '' }, iss }) // throws AuthAudienceRequiredError
 */
export class AuthAudienceRequiredError extends BaseError {
  override name = 'AuthAudienceRequiredError'
  constructor() {
    super('Either `aud` or `uri` is required to construct the message', { code: MISSING_OR_INVALID })
  }
}

/**
 * An answer to a sign-in request this wallet does not hold (answered already, expired, or never received).
 *
 * @example
 * await wallet.approveSessionAuthenticate({ id: 1, auths }) // throws AuthRequestNotFoundError
 */
export class AuthRequestNotFoundError extends BaseError {
  override name = 'AuthRequestNotFoundError'
  constructor(id: unknown) {
    super(`Could not find pending auth request with id ${String(id)}`, { code: INTERNAL_ERRORS.NO_MATCHING_KEY.code })
  }
}

/**
 * A message on a known topic opened with its key but is neither a JSON-RPC request nor a response (no
 * numeric id, or neither `method` nor `result`/`error`). It is dropped, never thrown: the client reports
 * it as a `message_dropped` event with this error.
 *
 * @example
 * client.on('message_dropped', ({ error }) => error instanceof UnidentifiablePayloadError && console.warn(error.topic))
 */
export class UnidentifiablePayloadError extends BaseError {
  override name = 'UnidentifiablePayloadError'
  readonly topic: string
  constructor({ topic }: { topic: string }) {
    super('Decoded payload on topic is not identifiable as a JSON-RPC request or a response', {
      code: MISSING_OR_INVALID,
    })
    this.topic = topic
  }
}

/**
 * The client was closed while a call still waited for its peer (`approval()`, `request()`, `ping()`,
 * a sign-in's `response()`, a settlement's acknowledgement): every such wait ends with this at once.
 *
 * @example
 * const { approval } = await dapp.connect(params)
 * await dapp.close()
 * await approval() // rejects with ClientClosedError
 */
export class ClientClosedError extends BaseError {
  override name = 'ClientClosedError'
  constructor() {
    super('The client was closed.', { code: 'CLIENT_CLOSED' })
  }
}

/**
 * `ping()` got no answer within `pingTimeoutMs` (the peer is offline, or never answers).
 *
 * @example
 * await client.ping({ topic }) // rejects with PingTimeoutError when the peer does not answer
 */
export class PingTimeoutError extends BaseError {
  override name = 'PingTimeoutError'
  readonly topic: string
  constructor({ topic, timeoutMs }: { topic: string; timeoutMs: number }) {
    super(`The peer did not answer the ping within ${timeoutMs} ms.`, { code: 'PING_TIMEOUT' })
    this.topic = topic
  }
}
