import { FrameHostError } from './frameHostErrors.js'

/**
 * A browser (or a frame without the `publickey-credentials-*` permission) that cannot use passkeys.
 *
 * @example
 * throw new PasskeyUnsupportedError()
 */
export class PasskeyUnsupportedError extends FrameHostError {
  override name = 'PasskeyUnsupportedError'
  constructor() {
    super('PASSKEY_UNSUPPORTED', 'This browser cannot use passkeys here. Sign in with your email instead')
  }
}

/**
 * The user closed the browser's passkey prompt, it timed out, or no passkey of this wallet was picked.
 *
 * @example
 * throw new PasskeyCancelledError()
 */
export class PasskeyCancelledError extends FrameHostError {
  override name = 'PasskeyCancelledError'
  constructor() {
    super('PASSKEY_CANCELLED', 'The passkey request was cancelled or timed out')
  }
}
