import { WalletError } from '../errors.js'

/**
 * Another code asked for within the cooldown (spec section 9: 30 s between login emails).
 *
 * @example
 * throw new OtpCooldownError({ retryAfterSeconds: 12 }) // 'Please try again after 12 seconds'
 */
export class OtpCooldownError extends WalletError {
  override name = 'OtpCooldownError'
  override readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    super('OTP_COOLDOWN', 429, `Please try again after ${retryAfterSeconds} seconds`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * A wrong, expired, used or never-issued code: one message for all, so a caller learns nothing of which.
 *
 * @example
 * throw new OtpInvalidError()
 */
export class OtpInvalidError extends WalletError {
  override name = 'OtpInvalidError'
  constructor() {
    super('OTP_INVALID', 401, 'Invalid code')
  }
}

/**
 * The attempts on the current code are spent; the code no longer works even when right.
 *
 * @example
 * throw new OtpAttemptsExceededError()
 */
export class OtpAttemptsExceededError extends WalletError {
  override name = 'OtpAttemptsExceededError'
  constructor() {
    super('OTP_ATTEMPTS_EXCEEDED', 429, 'Too many attempts. Please request a new code')
  }
}
