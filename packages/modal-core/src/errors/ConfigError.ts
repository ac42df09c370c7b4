import { BaseError, type BaseErrorParameters } from './BaseError.js'
import type { ErrorVariants } from './errorCodes.js'

// The texts modal-core throws it with; a translation has one per problem.
const CONFIG_MESSAGES: Record<ErrorVariants['CONFIG_INVALID'], string> = {
  siweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  siwxMissing: 'Sign-in is not configured',
  noNetworks: 'At least one network is required',
  noSiweDomain: 'No domain or uri for the sign-in message',
  embeddedWalletHostInvalid: '`embeddedWallet.hostUrl` must be an http:// or https:// URL',
}

/**
 * Invalid modal options. The default message is the specification's text for giving both
 * `siweConfig` and `siwx`.
 *
 * @example
 * throw new ConfigError()
 */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  constructor(shortMessage = CONFIG_MESSAGES.siweAndSiwx, parameters: BaseErrorParameters = {}) {
    // A text of the app's own has no variant: a translation shows it as it is.
    const variant = Object.entries(CONFIG_MESSAGES).find(([, text]) => text === shortMessage)?.[0]
    super(shortMessage, { code: 'CONFIG_INVALID', params: variant ? { variant } : {}, ...parameters })
  }
}
