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

/**
 * The native balance cannot pay the network fee of a send.
 *
 * @example
 * throw new InsufficientGasError() // 'Insufficient gas'
 */
export class InsufficientGasError extends BaseError {
  override name = 'InsufficientGasError'
  constructor() {
    super('Insufficient gas', { code: 'INSUFFICIENT_GAS' })
  }
}
