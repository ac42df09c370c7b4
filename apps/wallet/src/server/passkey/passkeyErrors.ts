import { WalletError } from '../errors.js'

/**
 * A passkey response whose challenge this host did not issue for this purpose (and user), has already
 * used, or issued more than five minutes ago: the frame asks for new options and tries again.
 *
 * @example
 * throw new PasskeyChallengeInvalidError()
 */
export class PasskeyChallengeInvalidError extends WalletError {
  override name = 'PasskeyChallengeInvalidError'
  constructor() {
    super('PASSKEY_CHALLENGE_INVALID', 400, 'This passkey request has expired or was already used. Please try again')
  }
}

/**
 * A passkey response that does not verify: another origin or relying party, a bad signature, no user
 * verification, or a signature counter that went back (a cloned authenticator). The cause goes to no one.
 *
 * @example
 * throw new PasskeyVerificationFailedError()
 */
export class PasskeyVerificationFailedError extends WalletError {
  override name = 'PasskeyVerificationFailedError'
  constructor(cause?: unknown) {
    super('PASSKEY_VERIFICATION_FAILED', 400, 'The passkey could not be verified', { cause })
  }
}

/**
 * A login with a passkey that no account on this host has registered (or one that was removed).
 *
 * @example
 * throw new PasskeyUnknownError()
 */
export class PasskeyUnknownError extends WalletError {
  override name = 'PasskeyUnknownError'
  constructor() {
    super('PASSKEY_UNKNOWN', 401, 'This passkey is not registered with this wallet')
  }
}

/**
 * A registration of a credential that is registered already (to this account or another).
 *
 * @example
 * throw new PasskeyAlreadyRegisteredError()
 */
export class PasskeyAlreadyRegisteredError extends WalletError {
  override name = 'PasskeyAlreadyRegisteredError'
  constructor() {
    super('PASSKEY_ALREADY_REGISTERED', 409, 'This passkey is registered already')
  }
}
