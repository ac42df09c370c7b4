// @vitest-environment happy-dom
import {
  SERVICE_ONRAMP_OPTIONS,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type BlockchainApiService,
  type ServiceOnrampOptions,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from '../flows/connect.js'
import { optionsState } from '../options/optionsState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { generateOnrampUrl } from './generateOnrampUrl.js'
import { getOnrampQuote } from './getOnrampQuote.js'
import { loadOnrampOptions } from './loadOnrampOptions.js'
import { onrampState } from './onrampState.js'
import { SAMPLE_ONRAMP_OPTIONS } from './sampleOnrampOptions.js'

// ETH is offered on the local chain too, so the quote goes to the active network's entry; GBP comes first.
const OPTIONS: ServiceOnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'agentry-dev', display_name: 'Agentry Dev', chain_id: '1337', contract_address: '' },
      ],
    },
    SERVICE_ONRAMP_OPTIONS.purchaseCurrencies[0]!,
  ],
  paymentCurrencies: [
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '20.00', max: '1000.00' }] },
    ...SERVICE_ONRAMP_OPTIONS.paymentCurrencies,
  ],
}
const UNAVAILABLE = 'Buying crypto is not available in this app'

let service: BlockchainApiService
let info: ReturnType<typeof vi.spyOn>
beforeAll(async () => {
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1', 'eip155:1337'],
    onrampOptions: OPTIONS,
  })
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterAll(async () => {
  info.mockRestore()
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
  service.failWith = undefined
})
const usd = () => OPTIONS.paymentCurrencies.find((currency) => currency.id === 'USD')!

describe('with a project id', () => {
  useWalletFixture({ modal: () => ({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } }) })

  test("loadOnrampOptions: the service's options, the first of each chosen", async () => {
    await expect(loadOnrampOptions()).resolves.toEqual(OPTIONS)
    expect(onrampState).toMatchObject({
      options: OPTIONS,
      optionsFallback: false,
      paymentMethod: 'card',
      loading: false,
      error: undefined,
    })
    expect([onrampState.purchaseCurrency?.id, onrampState.paymentCurrency?.id]).toEqual(['ETH', 'GBP'])
    expect(service.requests.map((request) => request.path)).toEqual(['/v1/onramp/options'])
  })

  test('loadOnrampOptions on a 500: the built-in samples (USD and EUR with card and bank limits), noted in state', async () => {
    service.failWith = 500
    await expect(loadOnrampOptions()).resolves.toEqual(SAMPLE_ONRAMP_OPTIONS)
    expect(onrampState).toMatchObject({ optionsFallback: true, error: undefined, loading: false })
    expect(onrampState.options!.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(info).toHaveBeenCalledWith('[@agentry/modal-core] ONRAMP_OPTIONS_FAILED: HTTP status code: 500')
  })

  test('loadOnrampOptions when the answer is not of the documented shape: the samples', async () => {
    const odd = await startBlockchainApiService({
      projectId: 'project-1',
      supportedChains: [],
      onrampOptions: { purchaseCurrencies: 'all' } as unknown as ServiceOnrampOptions,
    })
    optionsState.serviceUrls = { ...optionsState.serviceUrls, blockchainApi: odd.url }
    await expect(loadOnrampOptions()).resolves.toEqual(SAMPLE_ONRAMP_OPTIONS)
    expect(onrampState.optionsFallback).toBe(true)
    expect(odd.requests.map((request) => request.path)).toEqual(['/v1/onramp/options'])
    await odd.close()
  })

  test('a service answer after a fallback clears the fallback and keeps the choices still offered', async () => {
    service.failWith = 500
    await loadOnrampOptions()
    onrampState.paymentCurrency = onrampState.options!.paymentCurrencies[1] // EUR
    service.failWith = undefined
    await loadOnrampOptions()
    expect(onrampState.optionsFallback).toBe(false)
    expect(onrampState.paymentCurrency?.id).toBe('EUR')
  })

  test('getOnrampQuote: exactly purchaseCurrency, paymentCurrency, amount (2 places), network of the active chain', async () => {
    await loadOnrampOptions()
    onrampState.amount = '100'
    const quote = await getOnrampQuote()
    expect(quote).toMatchObject({
      paymentTotal: { amount: '102.00', currency: 'GBP' },
      purchaseAmount: { amount: '0.040000', currency: 'ETH' },
    })
    expect(onrampState).toMatchObject({ quote, quoteFallback: false, loading: false, error: undefined })
    expect(service.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/onramp/quote',
      query: { st: 'agentry', sv: 'modal-core' },
      body: { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '100.00', network: 'agentry-dev' },
    })
  })

  test('getOnrampQuote when the service fails: a placeholder quote of the same shape, noted in state', async () => {
    await loadOnrampOptions()
    onrampState.amount = '55.5'
    service.failWith = 503
    await expect(getOnrampQuote()).resolves.toEqual({
      fees: [],
      paymentSubtotal: { amount: '55.50', currency: 'GBP' },
      paymentTotal: { amount: '55.50', currency: 'GBP' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
      quoteId: 'placeholder',
    })
    expect(onrampState).toMatchObject({ quoteFallback: true, error: undefined, loading: false })
  })

  test.each([
    ['card', '9.99', 'Enter an amount between 10.00 and 7500.00 USD'],
    ['card', '7500.01', 'Enter an amount between 10.00 and 7500.00 USD'],
    ['ach_bank_account', '25000.01', 'Enter an amount between 10.00 and 25000.00 USD'],
    ['card', '1.234', 'Please enter a valid amount'],
    ['card', '0', 'Please enter a valid amount'],
    ['card', '-20', 'Please enter a valid amount'],
    ['card', undefined, 'Please enter a valid amount'],
    ['wire', '100', 'Choose what to buy and how to pay'],
  ])('getOnrampQuote with %s and %s: %s, shown in state, nothing asked', async (paymentMethod, amount, message) => {
    await loadOnrampOptions()
    service.requests.length = 0
    Object.assign(onrampState, { paymentCurrency: usd(), paymentMethod, amount })
    await expect(getOnrampQuote()).rejects.toMatchObject({ shortMessage: message })
    expect(onrampState.error).toBe(message)
    expect(service.requests).toEqual([])
  })

  test('the limits are inclusive and per payment method', async () => {
    await loadOnrampOptions()
    Object.assign(onrampState, { paymentCurrency: usd(), paymentMethod: 'card', amount: '7500.00' })
    await expect(getOnrampQuote()).resolves.toMatchObject({ paymentSubtotal: { amount: '7500.00', currency: 'USD' } })
    Object.assign(onrampState, { paymentMethod: 'ach_bank_account', amount: '25000' })
    await expect(getOnrampQuote()).resolves.toMatchObject({ paymentSubtotal: { amount: '25000.00', currency: 'USD' } })
    Object.assign(onrampState, { amount: '10' })
    await expect(getOnrampQuote()).resolves.toMatchObject({ paymentSubtotal: { amount: '10.00', currency: 'USD' } })
  })

  test('of two quotes asked at once, the state keeps the later one', async () => {
    await loadOnrampOptions()
    onrampState.amount = '200'
    const first = getOnrampQuote()
    onrampState.amount = '300'
    const second = getOnrampQuote()
    await Promise.all([first, second])
    expect(onrampState.quote?.paymentSubtotal.amount).toBe('300.00')
  })

  test("generateOnrampUrl: the connected address, the chosen currency's networks, defaultExperience buy", async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    await loadOnrampOptions()
    const address = getActiveAccount().address!
    Object.assign(onrampState, { purchaseCurrency: OPTIONS.purchaseCurrencies[1], amount: '150.5' })
    service.requests.length = 0
    await expect(generateOnrampUrl()).resolves.toBe(
      `https://onramp.example.org/buy?address=${address}&network=ethereum`,
    )
    expect(service.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/generators/onrampurl',
        query: { st: 'agentry', sv: 'modal-core' },
        body: {
          destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['USDC'] }],
          defaultNetwork: 'ethereum',
          partnerUserId: address,
          defaultExperience: 'buy',
          presetFiatAmount: 150.5,
        },
      },
    ])
  })

  test('generateOnrampUrl with no currency chosen offers every network; a failure is shown and thrown', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    onrampState.options = OPTIONS
    service.requests.length = 0
    await generateOnrampUrl({ presetCryptoAmount: 0.5 })
    const address = getActiveAccount().address!
    expect(service.requests[0]!.body).toEqual({
      destinationWallets: [{ address, blockchains: ['ethereum', 'agentry-dev'] }],
      partnerUserId: address,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.5,
    })
    service.failWith = 500
    await expect(generateOnrampUrl()).rejects.toThrowErrorMatchingInlineSnapshot(
      `[HttpStatusError: HTTP status code: 500]`,
    )
    expect(onrampState).toMatchObject({ error: 'HTTP status code: 500', errorCode: 'HTTP_STATUS', loading: false })
  })

  test('generateOnrampUrl with no wallet connected: NotConnectedError, nothing asked', async () => {
    await expect(generateOnrampUrl()).rejects.toMatchObject({ name: 'NotConnectedError' })
    expect(service.requests).toEqual([])
  })
})

describe('without a project id', () => {
  useWalletFixture()

  test('options are the samples, the state says buying is unavailable, and nothing is asked', async () => {
    await expect(loadOnrampOptions()).resolves.toEqual(SAMPLE_ONRAMP_OPTIONS)
    expect(onrampState).toMatchObject({ optionsFallback: true, error: UNAVAILABLE, errorCode: 'FEATURE_UNAVAILABLE' })
    onrampState.amount = '100'
    await expect(getOnrampQuote()).rejects.toThrowError(
      expect.objectContaining({ name: 'FeatureUnavailableError', feature: 'onramp', shortMessage: UNAVAILABLE }),
    )
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    await expect(generateOnrampUrl()).rejects.toMatchObject({
      name: 'FeatureUnavailableError',
      shortMessage: UNAVAILABLE,
    })
    expect(onrampState.error).toBe(UNAVAILABLE)
    expect(service.requests).toEqual([])
  })
})
