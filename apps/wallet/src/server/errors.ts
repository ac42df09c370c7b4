/** Machine-readable codes of every error the wallet host's API returns. Clients may switch on these. */
export type WalletErrorCode =
  | 'ORIGIN_MISMATCH'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BODY_TOO_LARGE'
  | 'BAD_JSON'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INVALID_CONFIG'
  | 'OTP_COOLDOWN'
  | 'OTP_INVALID'
  | 'OTP_ATTEMPTS_EXCEEDED'
  | 'INVALID_REQUEST'
  | 'RATE_LIMITED'
  | 'NOT_SIGNED_IN'
  | 'LOGIN_NOT_CONFIGURED'
  | 'EMAIL_REJECTED'
  | 'DATABASE_UNAVAILABLE'
  | 'MAIL_UNAVAILABLE'
  | 'LIMIT_STORE_UNAVAILABLE'
  | 'KEYS_NOT_CONFIGURED'
  | 'KEY_SHARES_PROOF_INVALID'
  | 'AUTH_SHARE_UNREADABLE'
  | 'LOGIN_NOT_FRESH'
  | 'PASSKEY_CHALLENGE_INVALID'
  | 'PASSKEY_VERIFICATION_FAILED'
  | 'PASSKEY_UNKNOWN'
  | 'PASSKEY_ALREADY_REGISTERED'
  | 'SOCIAL_PROVIDER_NOT_CONFIGURED'
  | 'SOCIAL_LOGIN_INVALID'
  | 'SOCIAL_LOGIN_DENIED'
  | 'SOCIAL_LOGIN_PENDING'
  | 'SOCIAL_PROVIDER_UNAVAILABLE'

/**
 * Base of every error the wallet host throws on purpose: `http.ts` turns it into `{ error: { code, message } }`
 * with `status`; anything else is an unexpected 500.
 *
 * @example
 * throw new WalletError('NOT_FOUND', 404, 'Not found')
 */
export class WalletError extends Error {
  override name = 'WalletError'
  /** Sent as `Retry-After` when set: when the same request may succeed. */
  readonly retryAfterSeconds?: number
  constructor(
    readonly code: WalletErrorCode,
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A state-changing request whose Origin is not the wallet host's own (CSRF): only the frame page, on the
 * host's origin, may call the API.
 *
 * @example
 * throw new OriginMismatchError()
 */
export class OriginMismatchError extends WalletError {
  override name = 'OriginMismatchError'
  constructor() {
    super('ORIGIN_MISMATCH', 403, 'Request origin is not allowed')
  }
}

/**
 * A body over the configured limit; reading stops at the limit, so a large body costs no memory.
 *
 * @example
 * throw new BodyTooLargeError({ limit: 16_384 })
 */
export class BodyTooLargeError extends WalletError {
  override name = 'BodyTooLargeError'
  constructor({ limit }: { limit: number }) {
    super('BODY_TOO_LARGE', 413, `Request body is larger than ${limit} bytes`)
  }
}

/**
 * A body that is not `application/json`.
 *
 * @example
 * throw new UnsupportedMediaTypeError()
 */
export class UnsupportedMediaTypeError extends WalletError {
  override name = 'UnsupportedMediaTypeError'
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', 415, 'Content-Type must be application/json')
  }
}

/**
 * A body that does not parse as JSON.
 *
 * @example
 * throw new BadJsonError()
 */
export class BadJsonError extends WalletError {
  override name = 'BadJsonError'
  constructor() {
    super('BAD_JSON', 400, 'Request body is not valid JSON')
  }
}

/**
 * No route at this path.
 *
 * @example
 * throw new NotFoundError()
 */
export class NotFoundError extends WalletError {
  override name = 'NotFoundError'
  constructor() {
    super('NOT_FOUND', 404, 'Not found')
  }
}

/**
 * A route that exists, called with another method.
 *
 * @example
 * throw new MethodNotAllowedError({ allowed: ['GET'] })
 */
export class MethodNotAllowedError extends WalletError {
  override name = 'MethodNotAllowedError'
  readonly allowed: readonly string[]
  constructor({ allowed }: { allowed: readonly string[] }) {
    super('METHOD_NOT_ALLOWED', 405, 'Method not allowed')
    this.allowed = allowed
  }
}

/**
 * The environment does not configure the host correctly; the message names the variable.
 *
 * @example
 * throw new InvalidConfigError('WALLET_ALLOWED_ORIGINS: https://a.example/path is not an origin')
 */
export class InvalidConfigError extends WalletError {
  override name = 'InvalidConfigError'
  constructor(message: string) {
    super('INVALID_CONFIG', 500, message)
  }
}

/**
 * A request body that is JSON but not the route's shape; the message names the first wrong field.
 *
 * @example
 * throw new InvalidRequestError('email: must be an email address')
 */
export class InvalidRequestError extends WalletError {
  override name = 'InvalidRequestError'
  constructor(message: string) {
    super('INVALID_REQUEST', 400, message)
  }
}

/**
 * A client or an email over its limit of login requests (per email and per client address). The wording
 * is the spec's email-login message, so the modal shows one kind of text for waiting.
 *
 * @example
 * throw new RateLimitedError({ retryAfterSeconds: 40 }) // 'Please try again after 40 seconds'
 */
export class RateLimitedError extends WalletError {
  override name = 'RateLimitedError'
  override readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('RATE_LIMITED', 429, `Please try again after ${retryAfterSeconds} seconds`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * No live session: no cookie, a cookie that does not unseal (forged, another secret, expired), or a
 * session that was signed out.
 *
 * @example
 * throw new NotSignedInError()
 */
export class NotSignedInError extends WalletError {
  override name = 'NotSignedInError'
  constructor() {
    super('NOT_SIGNED_IN', 401, 'Not signed in')
  }
}

/**
 * Email login asked of a host started without a mail server (SMTP_URL or WALLET_DEV_INBOX) and session secret.
 *
 * @example
 * throw new LoginNotConfiguredError()
 */
export class LoginNotConfiguredError extends WalletError {
  override name = 'LoginNotConfiguredError'
  constructor() {
    super('LOGIN_NOT_CONFIGURED', 503, 'Email login is not configured on this host')
  }
}

/**
 * The mail server answered, and refused the message for good (a 5xx reply): retrying will not help.
 *
 * @example
 * throw new EmailRejectedError(error)
 */
export class EmailRejectedError extends WalletError {
  override name = 'EmailRejectedError'
  constructor(cause: unknown) {
    super('EMAIL_REJECTED', 422, 'The mail server refused to deliver a code to this address', { cause })
  }
}

/**
 * A backing service (PostgreSQL, the mail server, Redis) cannot be reached: 503 with `Retry-After`,
 * never a hang or a crash. The request changed nothing that blocks a retry; the same request succeeds
 * once the service is back.
 *
 * @example
 * if (error instanceof ServiceUnavailableError) console.warn(error.message, error.cause)
 */
export class ServiceUnavailableError extends WalletError {
  override name = 'ServiceUnavailableError'
  /** Long enough for a restarting service, short enough that a retry soon gets in. */
  override readonly retryAfterSeconds = 5
  constructor(
    code: 'DATABASE_UNAVAILABLE' | 'MAIL_UNAVAILABLE' | 'LIMIT_STORE_UNAVAILABLE',
    service: string,
    cause: unknown,
  ) {
    super(code, 503, `Service unavailable: ${service} cannot be reached. Please try again shortly`, { cause })
  }
}

/**
 * PostgreSQL (or the PGlite directory) cannot be reached.
 *
 * @example
 * throw new DatabaseUnavailableError(error)
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError'
  constructor(cause: unknown) {
    super('DATABASE_UNAVAILABLE', 'the database', cause)
  }
}

/**
 * The SMTP server cannot be reached, or answered with a temporary failure.
 *
 * @example
 * throw new MailUnavailableError(error)
 */
export class MailUnavailableError extends ServiceUnavailableError {
  override name = 'MailUnavailableError'
  constructor(cause: unknown) {
    super('MAIL_UNAVAILABLE', 'the mail server', cause)
  }
}

/**
 * Redis, which holds the shared login limits, cannot be reached.
 *
 * @example
 * throw new LimitStoreUnavailableError(error)
 */
export class LimitStoreUnavailableError extends ServiceUnavailableError {
  override name = 'LimitStoreUnavailableError'
  constructor(cause: unknown) {
    super('LIMIT_STORE_UNAVAILABLE', 'the limit store (Redis)', cause)
  }
}

/**
 * The key-share routes on a host started without a key-encryption key (WALLET_KEK).
 *
 * @example
 * throw new KeysNotConfiguredError()
 */
export class KeysNotConfiguredError extends WalletError {
  override name = 'KeysNotConfiguredError'
  constructor() {
    super('KEYS_NOT_CONFIGURED', 503, 'Key storage is not configured on this host')
  }
}

/**
 * Key shares sent for an account that has them already, without the proof that the sender holds the seed
 * (or with a wrong one): a stolen session cannot replace a user's shares.
 *
 * @example
 * throw new KeySharesProofInvalidError()
 */
export class KeySharesProofInvalidError extends WalletError {
  override name = 'KeySharesProofInvalidError'
  constructor() {
    super('KEY_SHARES_PROOF_INVALID', 409, 'This account has key shares already; replacing them needs its seed')
  }
}

/**
 * A stored auth share that does not decrypt under the key-encryption key: the row was changed, moved to
 * another user, or WALLET_KEK is not the key it was sealed with. Nothing is released.
 *
 * @example
 * throw new AuthShareUnreadableError(error)
 */
export class AuthShareUnreadableError extends WalletError {
  override name = 'AuthShareUnreadableError'
  constructor(cause?: unknown) {
    super('AUTH_SHARE_UNREADABLE', 500, 'The stored auth share cannot be decrypted', { cause })
  }
}
