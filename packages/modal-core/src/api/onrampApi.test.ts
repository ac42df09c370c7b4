import {
  SERVICE_ONRAMP_OPTIONS,
  startBlockchainApiService,
  type BlockchainApiService,
  type ServiceOnrampOptions,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const COMMON = { st: 'agentry', sv: 'modal-core-test' }

let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({ projectId: 'project-1', supportedChains: ['eip155:1'] })
})
afterAll(async () => {
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
  service.failWith = undefined
})
const client = (url = service.url) =>
  createBlockchainApiClient({ baseUrl: url, projectId: 'project-1', sdkVersion: 'modal-core-test' })

describe('on-ramp calls of the Blockchain API client', () => {
  test('options: GET /v1/onramp/options with the common parameters only', async () => {
    await expect(client().getOnrampOptions()).resolves.toEqual(SERVICE_ONRAMP_OPTIONS)
    expect(service.requests).toEqual([
      { method: 'GET', path: '/v1/onramp/options', query: { ...COMMON, projectId: 'project-1' } },
    ])
  })

  test('quote: POST /v1/onramp/quote with exactly purchaseCurrency, paymentCurrency, amount, network (no projectId)', async () => {
    const quote = await client().getOnrampQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '250.00',
      network: 'ethereum',
    })
    expect(quote).toEqual({
      fees: [
        { type: 'network', amount: '1.00', currency: 'EUR' },
        { type: 'provider', amount: '2.50', currency: 'EUR' },
      ],
      paymentSubtotal: { amount: '250.00', currency: 'EUR' },
      paymentTotal: { amount: '253.50', currency: 'EUR' },
      purchaseAmount: { amount: '0.100000', currency: 'ETH' },
      quoteId: 'quote-ETH-EUR-250.00',
    })
    expect(service.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/onramp/quote',
        query: COMMON,
        body: { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '250.00', network: 'ethereum' },
      },
    ])
  })

  test('buy page: POST /v1/generators/onrampurl with defaultExperience buy; keys left undefined are not sent', async () => {
    const url = await client().generateOnrampUrl({
      destinationWallets: [{ address: ME, blockchains: ['ethereum'] }],
      partnerUserId: ME,
      presetFiatAmount: 50,
    })
    expect(url).toBe(`https://onramp.example.org/buy?address=${ME}`)
    expect(service.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/generators/onrampurl',
        query: COMMON,
        body: {
          destinationWallets: [{ address: ME, blockchains: ['ethereum'] }],
          partnerUserId: ME,
          defaultExperience: 'buy',
          presetFiatAmount: 50,
        },
      },
    ])
  })

  test('failures reach the caller (the on-ramp state decides the fallbacks)', async () => {
    service.failWith = 500
    await expect(client().getOnrampOptions()).rejects.toThrowErrorMatchingInlineSnapshot(
      `[HttpStatusError: HTTP status code: 500]`,
    )
    await expect(
      client().getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '10.00',
        network: 'ethereum',
      }),
    ).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 500',
    })
  })

  test('options of another shape: Network request failed', async () => {
    const odd = await startBlockchainApiService({
      projectId: 'project-1',
      supportedChains: [],
      onrampOptions: {
        purchaseCurrencies: [],
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: 7500 }] }],
      } as unknown as ServiceOnrampOptions,
    })
    await expect(client(odd.url).getOnrampOptions()).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
    })
    await odd.close()
  })
})
