import { BaseError } from './BaseError.js'

/**
 * The amount to send is more than the token balance.
 *
 * @example
 * throw new InsufficientFundsError() // 'Insufficient funds'
 */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor() {
    super('Insufficient funds', { code: 'INSUFFICIENT_FUNDS' })
  }
}
