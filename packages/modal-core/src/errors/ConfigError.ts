import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * Invalid modal options. The default message is the specification's text for giving both
 * `siweConfig` and `siwx`.
 *
 * @example
 * throw new ConfigError()
 */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  constructor(shortMessage = 'Cannot set both `siweConfig` and `siwx` options', parameters: BaseErrorParameters = {}) {
    super(shortMessage, { code: 'CONFIG_INVALID', ...parameters })
  }
}
