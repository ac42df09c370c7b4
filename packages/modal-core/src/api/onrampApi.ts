import { isRecord, type ApiContext } from './apiContext.js'

/** A network a purchase currency can be bought on (spec section 3, "On-ramp options"). */
export type OnrampNetwork = { name: string; display_name: string; chain_id: string; contract_address: string }

/** A crypto currency that can be bought. */
export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }

/** How much can be paid with one payment method, as decimal strings in the payment currency ('10.00'). */
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string }

/** A fiat currency to pay with ('USD') and its limits per payment method ('card', 'ach_bank_account'). */
export type OnrampPaymentCurrency = { id: string; payment_method_limits: OnrampPaymentMethodLimit[] }

export type OnrampOptions = { purchaseCurrencies: OnrampPurchaseCurrency[]; paymentCurrencies: OnrampPaymentCurrency[] }

/** An amount of a currency; `amount` is a decimal string. */
export type OnrampMoney = { amount: string; currency: string }

/** One fee of a quote ('network', 'provider'...). */
export type OnrampFee = OnrampMoney & { type: string }

/**
 * A price for buying (spec section 3, "On-ramp quote"). The spec names the fields only; money is
 * `{ amount, currency }` with decimal strings, and `fees` a list so providers can itemise them.
 */
export type OnrampQuote = {
  fees: OnrampFee[]
  paymentSubtotal: OnrampMoney
  paymentTotal: OnrampMoney
  purchaseAmount: OnrampMoney
  quoteId: string
}

export type OnrampQuoteRequest = {
  /** The id of the currency to buy ('USDC'). */
  purchaseCurrency: string
  /** The id of the currency to pay with ('USD'). */
  paymentCurrency: string
  /** A decimal string in the payment currency. */
  amount: string
  /** The name of the network to receive on ('ethereum'). */
  network: string
}

/** Where bought crypto goes: an address and the networks (`OnrampNetwork.name`) it may arrive on. */
export type OnrampDestinationWallet = { address: string; blockchains: string[]; assets?: string[] }

export type GenerateOnrampUrlRequest = {
  destinationWallets: OnrampDestinationWallet[]
  defaultNetwork?: string
  /** The provider's id for this user; the address is a stable choice. */
  partnerUserId?: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export type OnrampApi = {
  /** What can be bought and paid with. Throws on failure; `loadOnrampOptions` falls back to samples. */
  getOnrampOptions(): Promise<OnrampOptions>
  /** A price for buying. Throws on failure; the on-ramp state falls back to a placeholder. */
  getOnrampQuote(parameters: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The provider's page that buys into `destinationWallets` (`defaultExperience` is always 'buy'). */
  generateOnrampUrl(parameters: GenerateOnrampUrlRequest): Promise<string>
}

const isNetwork = (value: unknown): value is OnrampNetwork =>
  isRecord(value) &&
  [value.name, value.display_name, value.chain_id, value.contract_address].every((field) => typeof field === 'string')

const isPurchaseCurrency = (value: unknown): value is OnrampPurchaseCurrency =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.symbol === 'string' &&
  Array.isArray(value.networks) &&
  value.networks.every(isNetwork)

const isLimit = (value: unknown): value is OnrampPaymentMethodLimit =>
  isRecord(value) && typeof value.id === 'string' && typeof value.min === 'string' && typeof value.max === 'string'

const isPaymentCurrency = (value: unknown): value is OnrampPaymentCurrency =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  Array.isArray(value.payment_method_limits) &&
  value.payment_method_limits.every(isLimit)

const isMoney = (value: unknown): value is OnrampMoney =>
  isRecord(value) && typeof value.amount === 'string' && typeof value.currency === 'string'

const isQuote = (value: unknown): value is OnrampQuote =>
  isRecord(value) &&
  Array.isArray(value.fees) &&
  value.fees.every((fee) => isMoney(fee) && typeof (fee as Record<string, unknown>).type === 'string') &&
  isMoney(value.paymentSubtotal) &&
  isMoney(value.paymentTotal) &&
  isMoney(value.purchaseAmount) &&
  typeof value.quoteId === 'string'

/**
 * On-ramp options, quotes and the buy-page generator of the Blockchain API (spec section 7). POST bodies
 * hold exactly the documented keys (no `projectId`).
 *
 * @example
 * const { getOnrampOptions } = createOnrampApi(createApiContext({ baseUrl, projectId, sdkVersion }))
 * const { paymentCurrencies } = await getOnrampOptions()
 */
export function createOnrampApi(context: ApiContext): OnrampApi {
  return {
    async getOnrampOptions() {
      const body = await context.get('/v1/onramp/options')
      if (
        !isRecord(body) ||
        !Array.isArray(body.purchaseCurrencies) ||
        !body.purchaseCurrencies.every(isPurchaseCurrency) ||
        !Array.isArray(body.paymentCurrencies) ||
        !body.paymentCurrencies.every(isPaymentCurrency)
      )
        throw context.malformed('/v1/onramp/options')
      return { purchaseCurrencies: body.purchaseCurrencies, paymentCurrencies: body.paymentCurrencies }
    },
    async getOnrampQuote({ purchaseCurrency, paymentCurrency, amount, network }) {
      const body = await context.post('/v1/onramp/quote', { purchaseCurrency, paymentCurrency, amount, network })
      if (!isQuote(body)) throw context.malformed('/v1/onramp/quote')
      return body
    },
    async generateOnrampUrl({
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      presetCryptoAmount,
      presetFiatAmount,
    }) {
      const body = await context.post('/v1/generators/onrampurl', {
        destinationWallets,
        defaultNetwork,
        partnerUserId,
        defaultExperience: 'buy',
        presetCryptoAmount,
        presetFiatAmount,
      })
      if (!isRecord(body) || typeof body.url !== 'string') throw context.malformed('/v1/generators/onrampurl')
      return body.url
    },
  }
}
