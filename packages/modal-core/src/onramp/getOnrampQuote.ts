import type { OnrampQuote } from '../api/onrampApi.js'
import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { OnrampSelectionError } from '../errors/onrampErrors.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { BaseError } from '../errors/BaseError.js'
import { logQuietly } from '../utils/log.js'
import { assertOnrampAmount } from './assertOnrampAmount.js'
import { createPlaceholderQuote } from './createPlaceholderQuote.js'
import { formatFiatCents } from './formatFiatCents.js'
import { onrampState } from './onrampState.js'
import { parseFiatCents } from './parseFiatCents.js'
import { pickOnrampNetwork } from './pickOnrampNetwork.js'
import { recordOnrampError } from './recordOnrampError.js'
import { NO_ERROR } from '../errors/errorState.js'

// A quick typist asks for several quotes; only the latest may land in the state.
let latest = 0

/**
 * Quotes the on-ramp form (`purchaseCurrency`, `paymentCurrency`, `paymentMethod`, `amount`) through
 * `POST /v1/onramp/quote`, on the active network when the currency is offered there. The amount is
 * checked first against the payment method's limits. When the service fails, a placeholder quote of the
 * same shape is used and `quoteFallback` says so (spec section 7).
 *
 * @throws FeatureUnavailableError (no project id; nothing is asked) | OnrampSelectionError |
 *   InvalidOnrampAmountError | OnrampAmountOutOfRangeError — each also shown in `onrampState.error`.
 * @example
 * onrampState.amount = '100'
 * const quote = await getOnrampQuote()
 * quote.paymentTotal // { amount: '102.00', currency: 'USD' }
 */
export async function getOnrampQuote(): Promise<OnrampQuote> {
  const request = ++latest
  Object.assign(onrampState, NO_ERROR)
  const api = getBlockchainApi()
  const { purchaseCurrency, paymentCurrency, paymentMethod, amount } = onrampState
  let network: string
  try {
    if (!api) throw new FeatureUnavailableError({ feature: 'onramp' })
    if (!purchaseCurrency) throw new OnrampSelectionError({ missing: 'purchaseCurrency' })
    if (!paymentCurrency) throw new OnrampSelectionError({ missing: 'paymentCurrency' })
    assertOnrampAmount({ amount, paymentCurrency, paymentMethod })
    const picked = pickOnrampNetwork(purchaseCurrency)
    if (!picked) throw new OnrampSelectionError({ missing: 'network' })
    network = picked.name
  } catch (error) {
    if (error instanceof BaseError) recordOnrampError(error)
    throw error
  }
  const parameters = {
    purchaseCurrency: purchaseCurrency.id,
    paymentCurrency: paymentCurrency.id,
    amount: formatFiatCents(parseFiatCents(amount)),
    network,
  }
  onrampState.loading = true
  let quote: OnrampQuote
  let fallback = false
  try {
    quote = await api.getOnrampQuote(parameters)
  } catch (error) {
    logQuietly('ONRAMP_QUOTE_FAILED', error)
    quote = createPlaceholderQuote(parameters)
    fallback = true
  }
  if (request === latest) {
    onrampState.loading = false
    onrampState.quote = quote
    onrampState.quoteFallback = fallback
  }
  return quote
}
