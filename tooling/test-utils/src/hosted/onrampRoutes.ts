import { expectBody, Refusal, type Route } from './routeService.js'

/** On-ramp options on the wire (spec section 3, "On-ramp options"). */
export type ServiceOnrampOptions = {
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
}

export type OnrampRoutesOptions = {
  /** What `GET /v1/onramp/options` answers. Default `SERVICE_ONRAMP_OPTIONS`. */
  onrampOptions?: ServiceOnrampOptions
  /** Price of one unit of each purchase currency in the payment currency. Default USDC 1, ETH 2500. */
  onrampPrices?: Record<string, number>
}

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The stand-in's default on-ramp options: USDC and ETH on Ethereum, paid in USD or EUR (spec section 9's limits). */
export const SERVICE_ONRAMP_OPTIONS: ServiceOnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
}

/** The fixed fees of a stand-in quote: a 1.00 network fee and a 1% provider fee. */
const NETWORK_FEE_CENTS = 100
const PROVIDER_FEE_PERCENT = 1

const toCents = (amount: unknown): number => {
  if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
    throw new Refusal(400, 'amount must be a positive decimal string with up to 2 places')
  return Math.round(Number(amount) * 100)
}
const fromCents = (cents: number) => (cents / 100).toFixed(2)

/**
 * On-ramp options, quotes and the buy-page generator (spec section 7, "Blockchain API"). Quotes are
 * deterministic: subtotal = amount, fees as above, total = subtotal + fees, purchase = subtotal / price.
 *
 * @example
 * const routes = onrampRoutes({})
 */
export function onrampRoutes(options: OnrampRoutesOptions): Route[] {
  const onrampOptions = options.onrampOptions ?? SERVICE_ONRAMP_OPTIONS
  const prices = options.onrampPrices ?? { USDC: 1, ETH: 2500 }
  return [
    { pattern: /^\/v1\/onramp\/options$/, method: 'GET', query: [], answer: () => onrampOptions },
    {
      pattern: /^\/v1\/onramp\/quote$/,
      method: 'POST',
      query: [],
      answer: (_, __, body) => {
        const { purchaseCurrency, paymentCurrency, amount, network } = expectBody(body, [
          'purchaseCurrency',
          'paymentCurrency',
          'amount',
          'network',
        ])
        const purchase = onrampOptions.purchaseCurrencies.find((currency) => currency.id === purchaseCurrency)
        if (!purchase || !purchase.networks.some((candidate) => candidate.name === network))
          throw new Refusal(400, 'unknown purchaseCurrency or network')
        if (!onrampOptions.paymentCurrencies.some((currency) => currency.id === paymentCurrency))
          throw new Refusal(400, 'unknown paymentCurrency')
        const subtotal = toCents(amount)
        const providerFee = Math.round((subtotal * PROVIDER_FEE_PERCENT) / 100)
        const currency = paymentCurrency as string
        return {
          fees: [
            { type: 'network', amount: fromCents(NETWORK_FEE_CENTS), currency },
            { type: 'provider', amount: fromCents(providerFee), currency },
          ],
          paymentSubtotal: { amount: fromCents(subtotal), currency },
          paymentTotal: { amount: fromCents(subtotal + NETWORK_FEE_CENTS + providerFee), currency },
          purchaseAmount: { amount: (subtotal / 100 / (prices[purchase.id] ?? 1)).toFixed(6), currency: purchase.id },
          quoteId: `quote-${purchase.id}-${currency}-${fromCents(subtotal)}`,
        }
      },
    },
    {
      pattern: /^\/v1\/generators\/onrampurl$/,
      method: 'POST',
      query: [],
      answer: (_, __, body) => {
        const fields = expectBody(
          body,
          ['destinationWallets', 'defaultExperience'],
          ['defaultNetwork', 'partnerUserId', 'presetCryptoAmount', 'presetFiatAmount'],
        )
        if (fields.defaultExperience !== 'buy') throw new Refusal(400, 'defaultExperience must be buy')
        const wallets = fields.destinationWallets
        const isWallet = (wallet: unknown) =>
          typeof wallet === 'object' &&
          wallet !== null &&
          typeof (wallet as { address?: unknown }).address === 'string' &&
          Array.isArray((wallet as { blockchains?: unknown }).blockchains)
        if (!Array.isArray(wallets) || !wallets.length || !wallets.every(isWallet))
          throw new Refusal(400, 'destinationWallets must be [{ address, blockchains }]')
        for (const key of ['presetCryptoAmount', 'presetFiatAmount'])
          if (fields[key] !== undefined && typeof fields[key] !== 'number')
            throw new Refusal(400, `${key} must be a number`)
        for (const key of ['defaultNetwork', 'partnerUserId'])
          if (fields[key] !== undefined && typeof fields[key] !== 'string')
            throw new Refusal(400, `${key} must be a string`)
        const url = new URL('https://onramp.example.org/buy')
        url.searchParams.set('address', (wallets[0] as { address: string }).address)
        if (typeof fields.defaultNetwork === 'string') url.searchParams.set('network', fields.defaultNetwork)
        return { url: url.toString() }
      },
    },
  ]
}
