import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApiService, type BlockchainApiService } from './blockchainApiService.js'

describe('the Blockchain API stand-in refuses what the documented contract does not allow', () => {
  let service: BlockchainApiService
  beforeAll(async () => {
    service = await startBlockchainApiService({
      projectId: 'p1',
      supportedChains: ['eip155:1'],
      sessions: { '0xabc': [{ pci: 'pci-1' }] },
    })
  })
  afterAll(async () => {
    await service.close()
  })
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${service.url}${path}`, init)
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }

  it('answers a documented call', async () => {
    expect(await call('/v1/supported-chains?st=agentry&sv=1&projectId=p1')).toEqual({
      status: 200,
      body: { http: ['eip155:1'], ws: [] },
    })
  })

  it.each([
    ['no st/sv', '/v1/supported-chains?projectId=p1', 400],
    ['an undocumented parameter', '/v1/identity/0xabc?st=a&sv=1&projectId=p1&sender=0xabc&page=2', 400],
    [
      'a balance in another currency',
      '/v1/account/0xabc/balance?st=a&sv=1&projectId=p1&currency=eur&chainId=eip155:1',
      400,
    ],
    ['an unknown path', '/v1/nothing?st=a&sv=1&projectId=p1', 404],
  ])('%s: %s', async (_, path, status) => {
    expect((await call(path)).status).toBe(status)
  })

  it('a wrong project id is 401 Unauthorized: invalid key; a POST takes it in the body only', async () => {
    expect(await call('/v1/supported-chains?st=a&sv=1&projectId=other')).toEqual({
      status: 401,
      body: { message: 'Unauthorized: invalid key' },
    })
    const post = (query: string, body: unknown) =>
      call(`/v1/fungible/price?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post('st=a&sv=1&projectId=p1', { currency: 'usd', addresses: [], projectId: 'p1' })).status).toBe(400)
    expect((await post('st=a&sv=1', { currency: 'usd', addresses: [], projectId: 'p1', extra: 1 })).status).toBe(400)
    expect((await post('st=a&sv=1', { currency: 'usd', addresses: [], projectId: 'p1' })).status).toBe(200)
  })

  const post = (path: string, body: unknown) =>
    call(`${path}?st=a&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('on-ramp: quotes and the buy page take exactly the documented body', async () => {
    const quote = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: 'ethereum' }
    expect(await post('/v1/onramp/quote', quote)).toEqual({
      status: 200,
      body: {
        fees: [
          { type: 'network', amount: '1.00', currency: 'USD' },
          { type: 'provider', amount: '1.00', currency: 'USD' },
        ],
        paymentSubtotal: { amount: '100.00', currency: 'USD' },
        paymentTotal: { amount: '102.00', currency: 'USD' },
        purchaseAmount: { amount: '100.000000', currency: 'USDC' },
        quoteId: 'quote-USDC-USD-100.00',
      },
    })
    expect((await post('/v1/onramp/quote', { ...quote, projectId: 'p1' })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { ...quote, network: 'solana' })).status).toBe(400)
    expect((await post('/v1/onramp/quote', { ...quote, amount: '1.234' })).status).toBe(400)
    const wallets = [{ address: '0xabc', blockchains: ['ethereum'] }]
    expect(
      await post('/v1/generators/onrampurl', {
        destinationWallets: wallets,
        defaultExperience: 'buy',
        defaultNetwork: 'ethereum',
      }),
    ).toEqual({
      status: 200,
      body: { url: 'https://onramp.example.org/buy?address=0xabc&network=ethereum' },
    })
    expect(
      (await post('/v1/generators/onrampurl', { destinationWallets: wallets, defaultExperience: 'send' })).status,
    ).toBe(400)
    expect((await post('/v1/generators/onrampurl', { destinationWallets: [], defaultExperience: 'buy' })).status).toBe(
      400,
    )
    expect(
      (
        await post('/v1/generators/onrampurl', {
          destinationWallets: wallets,
          defaultExperience: 'buy',
          presetFiatAmount: '10',
        })
      ).status,
    ).toBe(400)
  })

  it('history: two pages of the sample through the next cursor; an unknown cursor is refused', async () => {
    const first = await call('/v1/account/0xabc/history?st=a&sv=1&projectId=p1')
    expect(first.body).toMatchObject({ next: 'page-2' })
    const second = await call('/v1/account/0xabc/history?st=a&sv=1&projectId=p1&cursor=page-2')
    const ids = (page: { body: unknown }) => (page.body as { data: { id: string }[] }).data.map((entry) => entry.id)
    expect([...ids(first), ...ids(second)]).toEqual(['0xabc-1', '0xabc-2', '0xabc-3', '0xabc-4', '0xabc-5'])
    expect(second.body).not.toHaveProperty('next')
    expect(ids(await call('/v1/account/0xabc/history?st=a&sv=1&projectId=p1&chainId=eip155:10'))).toEqual([])
    expect((await call('/v1/account/0xabc/history?st=a&sv=1&projectId=p1&cursor=2')).status).toBe(400)
    expect((await call('/v1/account/0xabc/history?st=a&sv=1&projectId=p1&page=2')).status).toBe(400)
  })

  it('sessions: listed; revoke takes { pci, signature } with a hex signature and removes the session', async () => {
    expect((await call('/v1/sessions/0xabc?st=a&sv=1&projectId=p1')).body).toEqual([{ pci: 'pci-1' }])
    expect((await post('/v1/sessions/0xabc/revoke', { pci: 'pci-1', signature: 'nope' })).status).toBe(400)
    expect((await post('/v1/sessions/0xabc/revoke', { pci: 'pci-1' })).status).toBe(400)
    expect((await post('/v1/sessions/0xabc/revoke', { pci: 'pci-9', signature: '0x12' })).status).toBe(404)
    expect(await post('/v1/sessions/0xabc/revoke', { pci: 'pci-1', signature: '0x12' })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await call('/v1/sessions/0xabc?st=a&sv=1&projectId=p1')).body).toEqual([])
  })
})
