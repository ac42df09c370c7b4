/** Codes of the errors the frame answers requests with (carried in the `_ERROR` payload). */
export type FrameHostErrorCode = 'NOT_OFFERED' | 'NOT_SIGNED_IN' | 'NOT_YET_AVAILABLE' | 'INVALID_PAYLOAD'

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
 * A request of a feature this host will offer but does not yet (email login lands in a later step).
 *
 * @example
 * throw new NotYetAvailableError('Email login')
 */
export class NotYetAvailableError extends FrameHostError {
  override name = 'NotYetAvailableError'
  constructor(feature: string) {
    super('NOT_YET_AVAILABLE', `${feature} is not available on this wallet host yet`)
  }
}
