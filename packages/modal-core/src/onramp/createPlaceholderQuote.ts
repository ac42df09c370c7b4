import type { OnrampQuote } from '../api/onrampApi.js'

export type CreatePlaceholderQuoteParameters = { purchaseCurrency: string; paymentCurrency: string; amount: string }

/** The `quoteId` of a placeholder quote. */
export const PLACEHOLDER_QUOTE_ID = 'placeholder'

/**
 * The quote shown when the service cannot quote (spec section 7): the same shape as a real quote, with
 * the amount paid as subtotal and total, no itemised fees and a purchase amount of '0' (unknown), so
 * views render and can say the price is not known yet.
 *
 * @example
 * createPlaceholderQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100' }).quoteId // 'placeholder'
 */
export function createPlaceholderQuote({
  purchaseCurrency,
  paymentCurrency,
  amount,
}: CreatePlaceholderQuoteParameters): OnrampQuote {
  return {
    fees: [],
    paymentSubtotal: { amount, currency: paymentCurrency },
    paymentTotal: { amount, currency: paymentCurrency },
    purchaseAmount: { amount: '0', currency: purchaseCurrency },
    quoteId: PLACEHOLDER_QUOTE_ID,
  }
}
