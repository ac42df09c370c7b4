import { WalletError } from '../errors.js'

/** Display names of the social providers, for messages. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * The modal asked for a social provider this host has no client id and secret for (or one it does not
 * know): 'Login with {Name} is not available on this wallet host'.
 *
 * @example
 * throw new SocialProviderNotConfiguredError('github')
 */
export class SocialProviderNotConfiguredError extends WalletError {
  override name = 'SocialProviderNotConfiguredError'
  constructor(provider: string) {
    const name = PROVIDER_NAMES[provider] ?? 'this provider'
    super('SOCIAL_PROVIDER_NOT_CONFIGURED', 400, `Login with ${name} is not available on this wallet host`)
  }
}

/** Why a social login was refused; the message says it, the log gets the cause. */
export type SocialLoginProblem = 'state' | 'expired' | 'exchange' | 'secret' | 'proof'

const PROBLEMS: Record<SocialLoginProblem, string> = {
  state: 'This login link is not valid or was already used. Please start the login again',
  expired: 'This login took too long. Please start the login again',
  exchange: 'The login could not be verified with the provider. Please start the login again',
  secret: 'This login was started in another window. Please start the login again',
  proof: 'This login did not finish in the window this page opened. Please start the login again',
}

/**
 * A social login the host refuses: an unknown, used or expired `state`, a replayed callback, a code the
 * provider does not exchange, an ID token whose nonce or signature is wrong, or a completion from a frame
 * that did not start the flow or whose page did not open the login's window. Nothing is signed in and no user is written.
 *
 * @example
 * throw new SocialLoginInvalidError('state')
 */
export class SocialLoginInvalidError extends WalletError {
  override name = 'SocialLoginInvalidError'
  constructor(
    readonly problem: SocialLoginProblem,
    options?: { cause?: unknown },
  ) {
    super('SOCIAL_LOGIN_INVALID', 400, PROBLEMS[problem], options)
  }
}

/**
 * The provider sent the user back with an error (they declined, or the provider refused the client):
 * 'The login was cancelled or refused by the provider'.
 *
 * @example
 * throw new SocialLoginDeniedError()
 */
export class SocialLoginDeniedError extends WalletError {
  override name = 'SocialLoginDeniedError'
  constructor() {
    super('SOCIAL_LOGIN_DENIED', 401, 'The login was cancelled or refused by the provider')
  }
}

/**
 * The frame asked to finish a login whose callback has not come yet.
 *
 * @example
 * throw new SocialLoginPendingError()
 */
export class SocialLoginPendingError extends WalletError {
  override name = 'SocialLoginPendingError'
  constructor() {
    super('SOCIAL_LOGIN_PENDING', 409, 'The login has not finished in its window yet')
  }
}

/**
 * The provider's discovery document, token or user-info endpoint cannot be reached: 503 with
 * `Retry-After`; the cause goes to the log only.
 *
 * @example
 * throw new SocialProviderUnavailableError('google', error)
 */
export class SocialProviderUnavailableError extends WalletError {
  override name = 'SocialProviderUnavailableError'
  override readonly retryAfterSeconds = 5
  constructor(provider: string, cause: unknown) {
    const name = PROVIDER_NAMES[provider] ?? 'the login provider'
    super(
      'SOCIAL_PROVIDER_UNAVAILABLE',
      503,
      `Service unavailable: ${name} cannot be reached. Please try again shortly`,
      { cause },
    )
  }
}

/**
 * The errors a stored flow can end in, rebuilt from their code when the frame asks for the outcome.
 *
 * @example
 * throw socialErrorFromCode('SOCIAL_LOGIN_DENIED')
 */
export function socialErrorFromCode(code: string | null): WalletError {
  if (code === 'SOCIAL_LOGIN_DENIED') return new SocialLoginDeniedError()
  return new SocialLoginInvalidError('exchange')
}
