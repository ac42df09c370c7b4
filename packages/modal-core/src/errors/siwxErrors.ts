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

/**
 * Sign-in with a smart account failed (spec section 8): the app's server likely cannot verify a smart
 * contract wallet's signature. `cause` is the failure itself.
 *
 * @example
 * throw new SmartAccountSignInError({ cause: error }) // 'This application might not support Smart Accounts'
 */
export class SmartAccountSignInError extends BaseError {
  override name = 'SmartAccountSignInError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('This application might not support Smart Accounts', { code: 'SMART_ACCOUNT_SIGN_IN_FAILED', cause })
  }
}

/**
 * The session lookup failed as sign-in started (spec section 8); sign-in goes on as with no session.
 *
 * @example
 * showError(new AuthInitError({ cause: error })) // 'A problem occurred while trying initialize authentication'
 */
export class AuthInitError extends BaseError {
  override name = 'AuthInitError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('A problem occurred while trying initialize authentication', { code: 'AUTH_INIT_FAILED', cause })
  }
}
