import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startBlockchainApiService, type BlockchainApiService, type ServiceTokenBalance } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { resetAllState } from '../resetAllState.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (symbol: string, decimals: string): ServiceTokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padStart(40, '0')}`,
  value: 12.5,
  price: 1,
  quantity: { decimals, numeric: '12.5' },
  iconUrl: `https://example.org/${symbol}.png`,
})

let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    balances: { [`eip155:1:${ME}`]: [token('USDC', '6'), token('SPAM', '0'), token('DAI', '18')] },
    identities: { [ME]: { name: 'alice.eth', avatar: 'https://example.org/alice.png' } },
    prices: {
      'eip155:1:0xa0b8': { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://example.org/usdc.png', price: 1 },
    },
  })
})
afterAll(async () => {
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
  service.failWith = undefined
  resetAllState()
})
const client = (projectId = 'project-1') =>
  createBlockchainApiClient({ baseUrl: service.url, projectId, sdkVersion: 'modal-core-test' })

describe('createBlockchainApiClient', () => {
  test('every call carries st and sv; GET calls carry projectId, POST bodies do (the service refuses anything else)', async () => {
    const api = client()
    await api.getSupportedChains()
    await api.fetchTokenPrices({ addresses: ['eip155:1:0xa0b8'] })
    expect(service.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/supported-chains',
        query: { st: 'agentry', sv: 'modal-core-test', projectId: 'project-1' },
      },
      {
        method: 'POST',
        path: '/v1/fungible/price',
        query: { st: 'agentry', sv: 'modal-core-test' },
        body: { currency: 'usd', addresses: ['eip155:1:0xa0b8'], projectId: 'project-1' },
      },
    ])
  })

  test('balances: decimals 0 filtered out, cached 30 s, forceUpdate asks again', async () => {
    const api = client()
    const balances = await api.getBalances({ address: ME, caipNetworkId: 'eip155:1' })
    expect(balances.map((balance) => balance.symbol)).toEqual(['USDC', 'DAI'])
    await api.getBalances({ address: ME, caipNetworkId: 'eip155:1' })
    await api.getBalances({ address: ME, caipNetworkId: 'eip155:1', forceUpdate: 'true' })
    expect(service.requests.map((request) => request.path)).toEqual([
      '/v1/supported-chains',
      `/v1/account/${ME}/balance`,
      `/v1/account/${ME}/balance`,
    ])
    expect(service.requests[1]!.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
  })

  test('a network the service does not serve: skipped with empty results, nothing asked', async () => {
    await expect(client().getBalances({ address: ME, caipNetworkId: 'eip155:1337' })).resolves.toEqual([])
    expect(service.requests.map((request) => request.path)).toEqual(['/v1/supported-chains'])
  })

  test('identity: name and avatar, cached', async () => {
    const api = client()
    await expect(api.fetchIdentity({ address: ME })).resolves.toEqual({
      name: 'alice.eth',
      avatar: 'https://example.org/alice.png',
    })
    await api.fetchIdentity({ address: ME })
    expect(service.requests).toEqual([
      { method: 'GET', path: `/v1/identity/${ME}`, query: expect.objectContaining({ sender: ME }) },
    ])
  })

  test('non-OK answers: HTTP status code: {n}; a wrong project id is refused by the service', async () => {
    service.failWith = 503
    await expect(client().fetchIdentity({ address: ME })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[HttpStatusError: HTTP status code: 503]`,
    )
    service.failWith = undefined
    await expect(client('someone-else').fetchIdentity({ address: ME })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 401',
    })
  })

  test('supported chains that cannot be read count as none (quietly), and are asked again next time', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = client()
    service.failWith = 500
    await expect(api.getBalances({ address: ME, caipNetworkId: 'eip155:1' })).resolves.toEqual([])
    service.failWith = undefined
    expect((await api.getBalances({ address: ME, caipNetworkId: 'eip155:1' })).length).toBe(2)
    expect(info).toHaveBeenCalledWith('[@agentry/modal-core] SUPPORTED_CHAINS_FAILED: HTTP status code: 500')
    info.mockRestore()
  })

  test('an answer of another shape is Network request failed', async () => {
    const odd = createServer((_, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"http":"all"}'),
    )
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve))
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = createBlockchainApiClient({
      baseUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}`,
      projectId: 'p',
    })
    await expect(api.getSupportedChains()).resolves.toEqual({ http: [], ws: [] })
    await expect(api.fetchIdentity({ address: ME })).resolves.toEqual({ name: null, avatar: null })
    await expect(api.fetchTokenPrices({ addresses: [] })).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
    })
    info.mockRestore()
    odd.close()
  })
})
