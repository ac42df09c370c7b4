import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * The embedded wallet frame answered a request with an error (spec section 8: its message, or 'An
 * error occurred' when it gave none).
 *
 * @example
 * throw new FrameRequestError({ request: 'CONNECT_OTP', message: 'Invalid code' })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  readonly request: string
  /** The frame's own code for the failure (our wallet host's, e.g. `LOGIN_NOT_FRESH`), when it gave one. */
  readonly frameCode: string | undefined
  constructor({ request, message, frameCode }: { request: string; message?: string; frameCode?: string }) {
    super(message?.trim() ? message : 'An error occurred', {
      code: 'FRAME_REQUEST_FAILED',
      // The frame's own words have no translation; only the fallback has.
      params: message?.trim() ? { reason: message } : { variant: 'empty' },
      metaMessages: [`Request: ${request}`],
    })
    this.request = request
    this.frameCode = frameCode
  }
}

/**
 * The wallet host refused to export the wallet: its login is older than the host allows for an export
 * (the frame's `LOGIN_NOT_FRESH`). The user signs in again, then exports.
 *
 * @example
 * throw new LoginNotFreshError() // 'For your security, sign in again before exporting your wallet'
 */
export class LoginNotFreshError extends BaseError {
  override name = 'LoginNotFreshError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('For your security, sign in again before exporting your wallet', { code: 'LOGIN_NOT_FRESH', cause })
  }
}

/**
 * The frame did not answer in time (30 s for email, device, one-time code, social and redirect
 * requests), or never became ready.
 *
 * @example
 * throw new FrameTimeoutError({ request: 'CONNECT_SOCIAL', timeout: 30_000 })
 */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  readonly request: string
  constructor({ request, timeout }: { request: string; timeout: number }) {
    super('Something went wrong', {
      code: 'FRAME_TIMEOUT',
      details: `${request} had no answer from the embedded wallet in ${timeout} ms`,
    })
    this.request = request
  }
}

/**
 * The frame client was used without its iframe or outside a window (spec section 8).
 *
 * @example
 * throw new FrameNotSetError({ missing: 'iframe' }) // 'W3mFrame: iframe is not set'
 */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError'
  constructor({ missing }: { missing: 'iframe' | 'parent' }) {
    super(`W3mFrame: ${missing} is not set`, { code: 'FRAME_NOT_SET', params: { missing } })
  }
}

/** What a frame request refused before sending. */
export type FrameInputProblem = 'email' | 'otp' | 'socialProvider' | 'themeMode'

const INPUT_MESSAGES: Record<FrameInputProblem, string> = {
  email: 'Invalid email',
  otp: 'Invalid code',
  socialProvider: 'This login method is not available',
  themeMode: 'Theme mode must be light or dark',
}

/**
 * Input the frame protocol refuses (spec section 5: email format, a one-time code as a string, the
 * allowed social providers, theme mode light or dark); nothing is sent.
 *
 * @example
 * throw new InvalidFrameInputError({ problem: 'email', details: '"alice@"' }) // 'Invalid email'
 */
export class InvalidFrameInputError extends BaseError {
  override name = 'InvalidFrameInputError'
  readonly problem: FrameInputProblem
  constructor({ problem, details }: { problem: FrameInputProblem } & Pick<BaseErrorParameters, 'details'>) {
    super(INPUT_MESSAGES[problem], { code: 'FRAME_INPUT_INVALID', params: { variant: problem }, details })
    this.problem = problem
  }
}

/**
 * Another login email within 30 s of the last (spec section 8).
 *
 * @example
 * throw new EmailCooldownError({ seconds: 12 }) // 'Please try again after 12 seconds'
 */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly seconds: number
  constructor({ seconds }: { seconds: number }) {
    super(`Please try again after ${seconds} seconds`, { code: 'EMAIL_COOLDOWN', params: { seconds } })
    this.seconds = seconds
  }
}

/**
 * A social login could not finish in its popup: the browser blocked the popup, or the user closed it.
 *
 * @example
 * throw new SocialLoginError({ reason: 'blocked' }) // 'The login window was blocked: allow pop-ups for this site and try again'
 */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError'
  readonly reason: 'blocked' | 'closed'
  constructor({ reason }: { reason: 'blocked' | 'closed' }) {
    super(
      reason === 'blocked'
        ? 'The login window was blocked: allow pop-ups for this site and try again'
        : 'The login window was closed before the login finished',
      {
        code: reason === 'blocked' ? 'SOCIAL_POPUP_BLOCKED' : 'SOCIAL_LOGIN_CANCELLED',
      },
    )
    this.reason = reason
  }
}

/**
 * The embedded wallet's frame failed to load (its iframe's `onerror`, spec section 8): every request
 * waiting for it, and every later one, fails at once instead of after the 30 s timeout.
 *
 * @example
 * throw new FrameLoadError() // 'Unable to load email login dependency'
 */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor() {
    super('Unable to load email login dependency', { code: 'FRAME_LOAD_FAILED' })
  }
}

/** The frame's answer to an RPC method the embedded wallet does not allow. */
export const FRAME_METHOD_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/**
 * The embedded wallet refused an RPC method it does not allow; the user sees 'Action not allowed'
 * (shown 300 ms after the refusal, spec section 8).
 *
 * @example
 * throw new FrameActionNotAllowedError({ method: 'eth_sign' })
 */
export class FrameActionNotAllowedError extends BaseError {
  override name = 'FrameActionNotAllowedError'
  readonly method: string
  constructor({ method }: { method: string }) {
    super('Action not allowed', { code: 'FRAME_ACTION_NOT_ALLOWED', metaMessages: [`Method: ${method}`] })
    this.method = method
  }
}
