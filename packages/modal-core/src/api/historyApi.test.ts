import {
  createSampleHistory,
  startBlockchainApiService,
  type BlockchainApiService,
  type ServiceTransaction,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ODD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const COMMON = { st: 'agentry', sv: 'modal-core-test', projectId: 'project-1' }

let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    history: { [ODD]: [{ id: 'x', metadata: { chain: 'eip155:1' }, transfers: [] } as unknown as ServiceTransaction] },
  })
})
afterAll(async () => {
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
  service.failWith = undefined
})
const client = () =>
  createBlockchainApiClient({ baseUrl: service.url, projectId: 'project-1', sdkVersion: 'modal-core-test' })

describe('history of the Blockchain API client', () => {
  test('pages through the next cursor with exactly cursor, onramp and chainId', async () => {
    const api = client()
    const first = await api.fetchHistory({ account: ME, chainId: 'eip155:1', onramp: 'coinbase' })
    expect(first.next).toBe('page-2')
    const second = await api.fetchHistory({ account: ME, chainId: 'eip155:1', onramp: 'coinbase', cursor: first.next })
    expect(second.next).toBeUndefined()
    expect([...first.data, ...second.data]).toEqual(createSampleHistory(ME))
    expect(service.requests.filter((request) => request.path !== '/v1/supported-chains')).toEqual([
      {
        method: 'GET',
        path: `/v1/account/${ME}/history`,
        query: { ...COMMON, chainId: 'eip155:1', onramp: 'coinbase' },
      },
      {
        method: 'GET',
        path: `/v1/account/${ME}/history`,
        query: { ...COMMON, chainId: 'eip155:1', onramp: 'coinbase', cursor: 'page-2' },
      },
    ])
  })

  test('without a network the history of every network is asked, with no support check', async () => {
    await expect(client().fetchHistory({ account: ME })).resolves.toMatchObject({ next: 'page-2' })
    expect(service.requests).toEqual([{ method: 'GET', path: `/v1/account/${ME}/history`, query: COMMON }])
  })

  test('a network the service does not serve: empty, and only the supported chains are asked', async () => {
    await expect(client().fetchHistory({ account: ME, chainId: 'eip155:10' })).resolves.toEqual({
      data: [],
      next: undefined,
    })
    expect(service.requests.map((request) => request.path)).toEqual(['/v1/supported-chains'])
  })

  test('entries of another shape (no minedAt): Network request failed', async () => {
    await expect(client().fetchHistory({ account: ODD })).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
    })
  })
})
