import { BaseError } from './BaseError.js'

/**
 * An on-ramp amount that is not a positive decimal with at most 2 places (fiat cents).
 *
 * @example
 * throw new InvalidOnrampAmountError({ amount: '1.234' }) // 'Please enter a valid amount'
 */
export class InvalidOnrampAmountError extends BaseError {
  override name = 'InvalidOnrampAmountError'
  constructor({ amount }: { amount: string | undefined }) {
    super('Please enter a valid amount', {
      code: 'ONRAMP_AMOUNT_INVALID',
      details:
        amount === undefined ? 'no amount' : `'${amount}' is not an amount above zero with at most 2 decimal places`,
    })
  }
}

/**
 * An on-ramp amount outside the limits of the chosen payment method (spec section 9's sample limits:
 * card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00).
 *
 * @example
 * throw new OnrampAmountOutOfRangeError({ min: '10.00', max: '7500.00', currency: 'USD', paymentMethod: 'card' })
 * // 'Enter an amount between 10.00 and 7500.00 USD'
 */
export class OnrampAmountOutOfRangeError extends BaseError {
  override name = 'OnrampAmountOutOfRangeError'
  readonly min: string
  readonly max: string
  constructor({
    min,
    max,
    currency,
    paymentMethod,
  }: {
    min: string
    max: string
    currency: string
    paymentMethod: string
  }) {
    super(`Enter an amount between ${min} and ${max} ${currency}`, {
      code: 'ONRAMP_AMOUNT_OUT_OF_RANGE',
      params: { min, max, currency },
      details: `limits of ${paymentMethod}`,
    })
    this.min = min
    this.max = max
  }
}

/**
 * A quote or buy page was asked for before a currency to buy, a currency to pay with and a payment
 * method (with limits in that currency) were chosen.
 *
 * @example
 * throw new OnrampSelectionError({ missing: 'paymentCurrency' })
 */
export class OnrampSelectionError extends BaseError {
  override name = 'OnrampSelectionError'
  constructor({ missing }: { missing: 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'network' }) {
    super('Choose what to buy and how to pay', {
      code: 'ONRAMP_SELECTION_INCOMPLETE',
      details: `${missing} is not chosen`,
    })
  }
}
