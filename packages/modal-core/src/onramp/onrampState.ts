import type { OnrampOptions, OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuote } from '../api/onrampApi.js'
import type { ErrorCode, ErrorParams } from '../errors/errorCodes.js'
import { createStore } from '../utils/createStore.js'
import { ONRAMP_PROVIDERS, type OnrampProvider } from './onrampProviders.js'

/** The buy-crypto form. The UI sets the choices directly; the actions fill options and quotes. */
export type OnrampState = {
  providers: OnrampProvider[]
  selectedProvider: OnrampProvider | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  /** The id of a payment method limit of `paymentCurrency` ('card', 'ach_bank_account'). */
  paymentMethod: string
  /** A decimal string in the payment currency, at most 2 decimal places. */
  amount: string | undefined
  options: OnrampOptions | undefined
  /** True when `options` are the built-in samples (the service failed, or no project id). */
  optionsFallback: boolean
  quote: OnrampQuote | undefined
  /** True when `quote` is a placeholder because the service could not quote. */
  quoteFallback: boolean
  loading: boolean
  /** The message of the last error (for example 'Buying crypto is not available: …'). */
  error: string | undefined
  errorCode: ErrorCode | undefined
  /** The values in `error`, for a translation (see `toErrorData`). */
  errorParams: ErrorParams | undefined
}

const store = /* @__PURE__ */ createStore<OnrampState>({
  providers: [...ONRAMP_PROVIDERS],
  selectedProvider: undefined,
  purchaseCurrency: undefined,
  paymentCurrency: undefined,
  paymentMethod: 'card',
  amount: undefined,
  options: undefined,
  optionsFallback: false,
  quote: undefined,
  quoteFallback: false,
  loading: false,
  error: undefined,
  errorCode: undefined,
  errorParams: undefined,
})

/**
 * The on-ramp (buy crypto) form's state.
 *
 * @example
 * onrampState.amount = '100'
 * onrampState.selectedProvider = onrampState.providers[0]
 */
export const onrampState: OnrampState = store.state

/**
 * Clears the on-ramp form.
 *
 * @example
 * resetOnrampState()
 */
export const resetOnrampState: () => void = store.reset
