import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * A Solana send that failed for a reason other than the user declining (spec section 8).
 *
 * @example
 * throw new SolanaSendFailedError({ cause })
 */
export class SolanaSendFailedError extends BaseError {
  override name = 'SolanaSendFailedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('Failed to send transaction. Please try again.', { code: 'SOLANA_SEND_FAILED', ...parameters })
  }
}

/**
 * A commitment level Solana does not know (spec section 5 lists processed, confirmed, finalized,
 * recent, single, singleGossip, root, max).
 *
 * @example
 * throw new InvalidCommitmentError({ value: 'fast' })
 */
export class InvalidCommitmentError extends BaseError {
  override name = 'InvalidCommitmentError'
  constructor({ value }: { value: unknown }) {
    super(`Invalid commitment: ${String(value)}`, { code: 'COMMITMENT_INVALID', params: { value: String(value) } })
  }
}

/**
 * A network the connected wallet does not support.
 *
 * @example
 * throw new UnsupportedChainError({ details: 'solana:testnet' })
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: Pick<BaseErrorParameters, 'details'> = {}) {
    super('Unsupported chain', { code: 'UNSUPPORTED_CHAIN', ...parameters })
  }
}
