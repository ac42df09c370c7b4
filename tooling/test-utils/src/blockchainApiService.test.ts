import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApiService, type BlockchainApiService } from './blockchainApiService.js'

describe('the Blockchain API stand-in refuses what the documented contract does not allow', () => {
  let service: BlockchainApiService
  beforeAll(async () => {
    service = await startBlockchainApiService({ projectId: 'p1', supportedChains: ['eip155:1'] })
  })
  afterAll(async () => {
    await service.close()
  })
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${service.url}${path}`, init)
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }

  it('answers a documented call', async () => {
    expect(await call('/v1/supported-chains?st=agentry&sv=1&projectId=p1')).toEqual({ status: 200, body: { http: ['eip155:1'], ws: [] } })
  })

  it.each([
    ['no st/sv', '/v1/supported-chains?projectId=p1', 400],
    ['an undocumented parameter', '/v1/identity/0xabc?st=a&sv=1&projectId=p1&sender=0xabc&page=2', 400],
    ['a balance in another currency', '/v1/account/0xabc/balance?st=a&sv=1&projectId=p1&currency=eur&chainId=eip155:1', 400],
    ['an unknown path', '/v1/nothing?st=a&sv=1&projectId=p1', 404],
  ])('%s: %s', async (_, path, status) => {
    expect((await call(path)).status).toBe(status)
  })

  it('a wrong project id is 401 Unauthorized: invalid key; a POST takes it in the body only', async () => {
    expect(await call('/v1/supported-chains?st=a&sv=1&projectId=other')).toEqual({ status: 401, body: { message: 'Unauthorized: invalid key' } })
    const post = (query: string, body: unknown) => call(`/v1/fungible/price?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post('st=a&sv=1&projectId=p1', { currency: 'usd', addresses: [], projectId: 'p1' })).status).toBe(400)
    expect((await post('st=a&sv=1', { currency: 'usd', addresses: [], projectId: 'p1', extra: 1 })).status).toBe(400)
    expect((await post('st=a&sv=1', { currency: 'usd', addresses: [], projectId: 'p1' })).status).toBe(200)
  })
})
