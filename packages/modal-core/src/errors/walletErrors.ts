import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * A wallet failed to sign a message for a reason other than the user declining.
 *
 * @example
 * throw new SignMessageFailedError({ cause })
 */
export class SignMessageFailedError extends BaseError {
  override name = 'SignMessageFailedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('Sign message failed', { code: 'SIGN_MESSAGE_FAILED', ...parameters })
  }
}

/**
 * The node could not estimate a transaction's gas (it would revert, or the RPC failed).
 *
 * @example
 * throw new EstimateGasFailedError({ cause })
 */
export class EstimateGasFailedError extends BaseError {
  override name = 'EstimateGasFailedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('estimate gas failed', { code: 'ESTIMATE_GAS_FAILED', ...parameters })
  }
}

/**
 * A `wallet_getCapabilities` or `wallet_getAssets` answer that is not the documented shape, or a
 * request for capabilities without an address.
 *
 * @example
 * throw new WalletCapabilitiesError({ details: 'capabilities of 0x1 is not an object' })
 */
export class WalletCapabilitiesError extends BaseError {
  override name = 'WalletCapabilitiesError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('Error parsing wallet capabilities', { code: 'CAPABILITIES_INVALID', ...parameters })
  }
}

/**
 * A batch call (`wallet_sendCalls`) that breaks the spec's rules: each call needs a 0x destination,
 * and data, when given, is 0x-prefixed hex with an even number of digits.
 *
 * @example
 * throw new InvalidCallError({ index: 0, reason: 'the destination must be a 0x address' })
 */
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  constructor({ index, reason }: { index: number; reason: string }) {
    super(`Invalid call ${index + 1}: ${reason}`, { code: 'CALL_INVALID', params: { index: index + 1, reason } })
  }
}

/**
 * A send without a valid amount or receiver (spec section 5).
 *
 * @example
 * throw new InvalidSendParametersError({ details: 'amount "-1"' })
 */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  constructor(parameters: Pick<BaseErrorParameters, 'details'> = {}) {
    super('Please enter a valid amount and receiver address', { code: 'SEND_PARAMETERS_INVALID', ...parameters })
  }
}

/**
 * An EVM send that failed for a reason other than the user declining (spec section 8).
 *
 * @example
 * throw new SendTransactionFailedError({ cause })
 */
export class SendTransactionFailedError extends BaseError {
  override name = 'SendTransactionFailedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('Something went wrong', { code: 'SEND_TRANSACTION_FAILED', ...parameters })
  }
}

/**
 * A wallet did not answer a request in time, such as the silent `eth_accounts` of the start-up sync: a
 * wallet that never answers must not keep the modal waiting.
 *
 * @example
 * throw new WalletTimeoutError({ method: 'eth_accounts', timeout: 5_000 })
 */
export class WalletTimeoutError extends BaseError {
  override name = 'WalletTimeoutError'
  constructor({ method, timeout }: { method: string; timeout: number }) {
    super('The wallet did not answer', {
      code: 'WALLET_TIMEOUT',
      details: `${method} had no answer from the wallet in ${timeout} ms`,
    })
  }
}
