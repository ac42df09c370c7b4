import { BaseError } from './BaseError.js'

/**
 * The product server answered the session call with a non-OK status. Caught inside modal-core: the
 * user is then treated as having no session.
 *
 * @example
 * throw new SessionFetchError({ details: 'HTTP 500' })
 */
export class SessionFetchError extends BaseError {
  override name = 'SessionFetchError'
  constructor({ details, cause }: { details?: string; cause?: unknown } = {}) {
    super('Network response was not ok', { code: 'SESSION_FETCH_FAILED', details, cause })
  }
}

/**
 * The server did not accept the signed sign-in message. `details` carries the server's own message.
 *
 * @example
 * throw new VerifyMessageError({ details: 'Invalid nonce' })
 */
export class VerifyMessageError extends BaseError {
  override name = 'VerifyMessageError'
  constructor({ details, cause }: { details?: string; cause?: unknown } = {}) {
    super('Failed to verify message', { code: 'VERIFY_MESSAGE_FAILED', details, cause })
  }
}
