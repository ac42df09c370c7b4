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

/**
 * Base of every error the wallet host throws on purpose: `http.ts` turns it into `{ error: { code, message } }`
 * with `status`; anything else is an unexpected 500.
 *
 * @example
 * throw new WalletError('NOT_FOUND', 404, 'Not found')
 */
export class WalletError extends Error {
  override name = 'WalletError'
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
