import type { OnrampPaymentCurrency } from '../api/onrampApi.js'
import { InvalidOnrampAmountError, OnrampAmountOutOfRangeError, OnrampSelectionError } from '../errors/onrampErrors.js'
import { parseFiatCents } from './parseFiatCents.js'

export type AssertOnrampAmountParameters = {
  amount: string | undefined
  paymentCurrency: OnrampPaymentCurrency
  /** The id of one of `paymentCurrency.payment_method_limits`. */
  paymentMethod: string
}

/**
 * Checks an amount against the limits of the chosen payment method, in whole cents.
 *
 * @throws InvalidOnrampAmountError | OnrampAmountOutOfRangeError | OnrampSelectionError (no such payment method)
 * @example
 * assertOnrampAmount({ amount: '5', paymentCurrency: usd, paymentMethod: 'card' })
 * // throws 'Enter an amount between 10.00 and 7500.00 USD'
 */
export function assertOnrampAmount({ amount, paymentCurrency, paymentMethod }: AssertOnrampAmountParameters): void {
  const limit = paymentCurrency.payment_method_limits.find((candidate) => candidate.id === paymentMethod)
  if (!limit) throw new OnrampSelectionError({ missing: 'paymentMethod' })
  const cents = parseFiatCents(amount)
  if (cents === 0n) throw new InvalidOnrampAmountError({ amount })
  if (cents < parseFiatCents(limit.min) || cents > parseFiatCents(limit.max))
    throw new OnrampAmountOutOfRangeError({
      min: limit.min,
      max: limit.max,
      currency: paymentCurrency.id,
      paymentMethod,
    })
}
