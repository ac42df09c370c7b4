import type { OnrampOptions, OnrampPaymentMethodLimit } from '../api/onrampApi.js'

const SAMPLE_LIMITS: OnrampPaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * What the on-ramp offers when the service cannot say (spec section 9: card 10.00 to 7500.00,
 * ach_bank_account 10.00 to 25000.00; currencies USD and EUR).
 *
 * @example
 * SAMPLE_ONRAMP_OPTIONS.paymentCurrencies.map((currency) => currency.id) // ['USD', 'EUR']
 */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptions = {
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
    { id: 'USD', payment_method_limits: SAMPLE_LIMITS },
    { id: 'EUR', payment_method_limits: SAMPLE_LIMITS },
  ],
}
