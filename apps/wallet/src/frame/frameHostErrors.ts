import type { KeyErrorCode } from '../keys/keyErrors.js'
import type { WalletErrorCode } from '../server/errors.js'

/**
 * Codes of the errors the frame answers requests with (carried in the `_ERROR` payload): its own, the key
 * code's, and the host API's, passed on as the API gave them.
 */
export type FrameHostErrorCode =
  | 'NOT_OFFERED'
  | 'NOT_SIGNED_IN'
  | 'NOT_YET_AVAILABLE'
  | 'INVALID_PAYLOAD'
  | 'NO_EMAIL_LOGIN'
  | 'NO_SOCIAL_LOGIN'
  | 'HOST_UNREACHABLE'
  | 'INTERNAL'
  | 'USER_REJECTED'
  | 'METHOD_NOT_SUPPORTED'
  | 'ACCOUNT_MISMATCH'
  | 'RPC_FAILED'
  | 'CHAIN_NOT_CONFIGURED'
  | 'CALLS_NOT_FOUND'
  | 'DUPLICATE_CALLS_ID'
  | 'ATOMIC_NOT_SUPPORTED'
  | 'UNSUPPORTED_CAPABILITY'
  | 'TOO_MANY_CALLS'
  | 'EXPORT_UNAVAILABLE'
  | 'PASSKEY_UNSUPPORTED'
  | 'PASSKEY_CANCELLED'
  | 'POPUP_BLOCKED'
  | 'POPUP_CLOSED'
  | 'STORAGE_ACCESS_REFUSED'
  | KeyErrorCode
  | WalletErrorCode

/**
 * A request the frame answers with `_ERROR`: `message` is what the app shows, `code` what it may switch on.
 *
 * @example
 * throw new FrameHostError('NOT_SIGNED_IN', 'Not signed in')
 */
export class FrameHostError extends Error {
  override name = 'FrameHostError'
  constructor(
    readonly code: FrameHostErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A login or feature this host does not offer (Farcaster, social, smart accounts for now).
 *
 * @example
 * throw new NotOfferedError('Farcaster login')
 */
export class NotOfferedError extends FrameHostError {
  override name = 'NotOfferedError'
  constructor(feature: string) {
    super('NOT_OFFERED', `${feature} is not offered by this wallet host`)
  }
}

/**
 * A request that needs a signed-in user.
 *
 * @example
 * throw new NotSignedInError()
 */
export class NotSignedInError extends FrameHostError {
  override name = 'NotSignedInError'
  constructor() {
    super('NOT_SIGNED_IN', 'Not signed in')
  }
}

/**
 * A payload that does not have the shape the request needs.
 *
 * @example
 * throw new InvalidPayloadError('SWITCH_NETWORK', 'chainId must be a positive integer')
 */
export class InvalidPayloadError extends FrameHostError {
  override name = 'InvalidPayloadError'
  constructor(request: string, reason: string) {
    super('INVALID_PAYLOAD', `${request}: ${reason}`)
  }
}

/**
 * A request of a feature this host will offer but does not yet (the account's keys land in a later step).
 *
 * @example
 * throw new NotYetAvailableError('Signing')
 */
export class NotYetAvailableError extends FrameHostError {
  override name = 'NotYetAvailableError'
  constructor(feature: string) {
    super('NOT_YET_AVAILABLE', `${feature} is not available on this wallet host yet`)
  }
}

/**
 * The host's API refused a request or could not be reached: its `{ code, message }` goes to the app as it
 * is (the spec's texts, such as 'Please try again after {n} seconds' and 'Invalid code', come from there).
 *
 * @example
 * throw new HostApiError('OTP_INVALID', 'Invalid code', 401)
 */
export class HostApiError extends FrameHostError {
  override name = 'HostApiError'
  constructor(
    code: FrameHostErrorCode,
    message: string,
    /** The HTTP status; 0 when the host was not reached. */
    readonly status: number,
  ) {
    super(code, message)
  }
}

/**
 * A one-time code sent before any email: the frame knows no address to check it for.
 *
 * @example
 * throw new NoEmailLoginError()
 */
export class NoEmailLoginError extends FrameHostError {
  override name = 'NoEmailLoginError'
  constructor() {
    super('NO_EMAIL_LOGIN', 'No email login in progress: request a code first')
  }
}
