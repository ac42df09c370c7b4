import { BaseError } from '../errors/BaseError.js'

/** The EIP-4361 fields `createSiweMessage` checks. */
export type SiweMessageField =
  | 'address'
  | 'chainId'
  | 'domain'
  | 'nonce'
  | 'uri'
  | 'version'
  | 'statement'
  | 'resources'

/**
 * A sign-in message field that EIP-4361 does not allow. The message is the spec's 'Sign message
 * failed' (what the sign-in view shows); the field and the value are in `details`.
 *
 * @example
 * throw new SiweMessageFieldError({ field: 'nonce', value: 'short', rule: 'Nonce must be at least 8 alphanumeric characters.' })
 */
export class SiweMessageFieldError extends BaseError {
  override name = 'SiweMessageFieldError'
  readonly field: SiweMessageField
  constructor({ field, value, rule }: { field: SiweMessageField; value: unknown; rule: string }) {
    super('Sign message failed', {
      code: 'SIGN_MESSAGE_FAILED',
      details: `Invalid ${field}: ${String(value)}`,
      metaMessages: [rule],
    })
    this.field = field
  }
}
