import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * Swaps were asked for on a network the swap service does not serve (spec section 8).
 *
 * @example
 * throw new SwapNetworkNotSupportedError({ caipNetworkId: 'eip155:1337' }) // 'Network not supported for Swaps'
 */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError'
  constructor({ caipNetworkId }: { caipNetworkId?: string } = {}) {
    super('Network not supported for Swaps', {
      code: 'SWAP_NETWORK_UNSUPPORTED',
      ...(caipNetworkId ? { metaMessages: [`Network: ${caipNetworkId}`] } : {}),
    })
  }
}

/**
 * Gas prices were asked for on a network the service does not serve (spec section 8).
 *
 * @example
 * throw new GasPriceNetworkNotSupportedError() // 'Network not supported for Gas Price'
 */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor({ caipNetworkId }: { caipNetworkId?: string } = {}) {
    super('Network not supported for Gas Price', {
      code: 'GAS_PRICE_NETWORK_UNSUPPORTED',
      ...(caipNetworkId ? { metaMessages: [`Network: ${caipNetworkId}`] } : {}),
    })
  }
}

/**
 * A swap could not be prepared or its transaction failed on chain.
 *
 * @example
 * throw new SwapFailedError({ details: 'the transaction reverted' }) // 'Something went wrong'
 */
export class SwapFailedError extends BaseError {
  override name = 'SwapFailedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('Something went wrong', { code: 'SWAP_FAILED', params: { variant: 'failed' }, ...parameters })
  }
}

/**
 * The swap service has no quote for the pair and amount.
 *
 * @example
 * throw new SwapQuoteUnavailableError() // 'No quote is available for this pair'
 */
export class SwapQuoteUnavailableError extends BaseError {
  override name = 'SwapQuoteUnavailableError'
  constructor() {
    super('No quote is available for this pair', { code: 'SWAP_FAILED', params: { variant: 'noQuote' } })
  }
}

/**
 * A swap amount that is not a number above zero.
 *
 * @example
 * throw new SwapInputError() // 'Invalid input'
 */
export class SwapInputError extends BaseError {
  override name = 'SwapInputError'
  constructor() {
    super('Invalid input', { code: 'SWAP_INPUT_INVALID' })
  }
}

/**
 * The pool's price moved after the quote past the slippage allowed (the router would refuse the swap
 * with 'Too little received'); nothing was sent. A new quote is needed.
 *
 * @example
 * throw new SwapPriceMovedError() // 'The price moved past the allowed slippage. Get a new quote.'
 */
export class SwapPriceMovedError extends BaseError {
  override name = 'SwapPriceMovedError'
  constructor(parameters: Pick<BaseErrorParameters, 'cause' | 'details'> = {}) {
    super('The price moved past the allowed slippage. Get a new quote.', {
      code: 'SWAP_FAILED',
      params: { variant: 'priceMoved' },
      ...parameters,
    })
  }
}
