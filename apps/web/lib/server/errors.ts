import 'server-only'

/** Machine-readable codes of every error the auth API returns. Clients may switch on these. */
export type AuthErrorCode =
  | 'ORIGIN_MISMATCH'
  | 'RATE_LIMITED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BODY_TOO_LARGE'
  | 'REQUEST_TIMEOUT'
  | 'BAD_JSON'
  | 'INVALID_REQUEST'
  | 'INVALID_MESSAGE'
  | 'NONCE_INVALID'
  | 'DOMAIN_MISMATCH'
  | 'URI_MISMATCH'
  | 'CHAIN_NOT_ALLOWED'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'STALE_ISSUED_AT'
  | 'BAD_SIGNATURE'
  | 'VERIFIER_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'RATE_LIMIT_STORE_UNAVAILABLE'

/** The generic text of a failed sign-in (spec section 8); specific errors append why. */
export const VERIFY_FAILED = 'Failed to verify message'

/**
 * Marks an {@link AuthError} in the runtime's global symbol registry: Next may load this module once per
 * bundle layer (route handlers, server components), so an error made by one copy (the database opened by a
 * page) can fail `instanceof` in another (the route that awaits that open). See README, "One copy".
 */
const AUTH_ERROR_MARK = Symbol.for('agentry.web.AuthError')

/**
 * Base of every error the auth layer throws on purpose. `http.ts` turns it into
 * `{ error: { code, message } }` with `status`; anything else is an unexpected 500.
 *
 * @example
 * try { await signIn(params) } catch (error) { if (error instanceof AuthError) console.info(error.code) }
 */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly code: AuthErrorCode,
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    Object.defineProperty(this, AUTH_ERROR_MARK, { value: true })
  }
}

/** An AuthError with its Retry-After, when it has one (429 and 503). */
export type AnyAuthError = AuthError & { retryAfterSeconds?: number }

/**
 * Whether `error` is an {@link AuthError} made by any copy of this module (not only this copy's class).
 *
 * @example
 * if (isAuthError(error)) return jsonResponse({ error: { code: error.code, message: error.message } }, { status: error.status })
 */
export function isAuthError(error: unknown): error is AnyAuthError {
  return (
    error instanceof AuthError ||
    (error instanceof Error && (error as { [AUTH_ERROR_MARK]?: unknown })[AUTH_ERROR_MARK] === true)
  )
}

export class OriginMismatchError extends AuthError {
  override name = 'OriginMismatchError'
  constructor() {
    super('ORIGIN_MISMATCH', 403, 'Request origin is not allowed')
  }
}

export class RateLimitedError extends AuthError {
  override name = 'RateLimitedError'
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, `Too many requests. Please try again after ${retryAfterSeconds} seconds`)
  }
}

export class UnsupportedMediaTypeError extends AuthError {
  override name = 'UnsupportedMediaTypeError'
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', 415, 'Content-Type must be application/json')
  }
}

export class BodyTooLargeError extends AuthError {
  override name = 'BodyTooLargeError'
  constructor(limitBytes: number) {
    super('BODY_TOO_LARGE', 413, `Request body is larger than ${limitBytes} bytes`)
  }
}

export class RequestTimeoutError extends AuthError {
  override name = 'RequestTimeoutError'
  constructor(timeoutMs: number) {
    super('REQUEST_TIMEOUT', 408, `Request body was not received within ${timeoutMs / 1000} s`)
  }
}

export class BadJsonError extends AuthError {
  override name = 'BadJsonError'
  constructor() {
    super('BAD_JSON', 400, 'Request body is not valid JSON')
  }
}

export class InvalidRequestError extends AuthError {
  override name = 'InvalidRequestError'
  constructor(details: string) {
    super('INVALID_REQUEST', 400, `Invalid request: ${details}`)
  }
}

export class InvalidMessageError extends AuthError {
  override name = 'InvalidMessageError'
  constructor(details: string) {
    super('INVALID_MESSAGE', 400, `${VERIFY_FAILED}: not a valid EIP-4361 message (${details})`)
  }
}

export class NonceInvalidError extends AuthError {
  override name = 'NonceInvalidError'
  constructor() {
    super('NONCE_INVALID', 401, `${VERIFY_FAILED}: the nonce is unknown, expired or already used`)
  }
}

export class DomainMismatchError extends AuthError {
  override name = 'DomainMismatchError'
  constructor() {
    super('DOMAIN_MISMATCH', 401, `${VERIFY_FAILED}: the domain is not this site`)
  }
}

export class UriMismatchError extends AuthError {
  override name = 'UriMismatchError'
  constructor() {
    super('URI_MISMATCH', 401, `${VERIFY_FAILED}: the URI is not on this site`)
  }
}

export class ChainNotAllowedError extends AuthError {
  override name = 'ChainNotAllowedError'
  constructor(chainId: number) {
    super('CHAIN_NOT_ALLOWED', 401, `${VERIFY_FAILED}: chain ${chainId} is not allowed for sign-in`)
  }
}

export class ExpiredMessageError extends AuthError {
  override name = 'ExpiredMessageError'
  constructor() {
    super('EXPIRED', 401, `${VERIFY_FAILED}: the message has expired`)
  }
}

export class NotYetValidError extends AuthError {
  override name = 'NotYetValidError'
  constructor() {
    super('NOT_YET_VALID', 401, `${VERIFY_FAILED}: the message is not valid yet`)
  }
}

export class StaleIssuedAtError extends AuthError {
  override name = 'StaleIssuedAtError'
  constructor() {
    super('STALE_ISSUED_AT', 401, `${VERIFY_FAILED}: the message was issued too long ago or in the future`)
  }
}

export class BadSignatureError extends AuthError {
  override name = 'BadSignatureError'
  constructor() {
    super('BAD_SIGNATURE', 401, `${VERIFY_FAILED}: the signature does not match the address`)
  }
}

export class VerifierUnavailableError extends AuthError {
  override name = 'VerifierUnavailableError'
  constructor(cause: unknown) {
    super(
      'VERIFIER_UNAVAILABLE',
      503,
      `${VERIFY_FAILED}: the chain could not be reached to check a contract signature`,
      { cause },
    )
  }
}

/**
 * A backing service (PostgreSQL, Redis) cannot be reached: 503 with `Retry-After`, never a hang or a crash.
 * The request changed nothing; the same request succeeds once the service is back.
 *
 * @example
 * if (error instanceof ServiceUnavailableError) console.warn(error.message, error.cause)
 */
export class ServiceUnavailableError extends AuthError {
  override name = 'ServiceUnavailableError'
  /** Long enough for a restarting service, short enough that a browser retrying soon gets in. */
  readonly retryAfterSeconds = 5
  constructor(code: 'DATABASE_UNAVAILABLE' | 'RATE_LIMIT_STORE_UNAVAILABLE', service: string, cause: unknown) {
    super(code, 503, `Service unavailable: ${service} cannot be reached. Please try again shortly`, { cause })
  }
}

export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError'
  constructor(cause: unknown) {
    super('DATABASE_UNAVAILABLE', 'the database', cause)
  }
}

export class RateLimitStoreUnavailableError extends ServiceUnavailableError {
  override name = 'RateLimitStoreUnavailableError'
  constructor(cause: unknown) {
    super('RATE_LIMIT_STORE_UNAVAILABLE', 'the rate-limit store (Redis)', cause)
  }
}
