import { startBlockchainApiService, type BlockchainApiService, type ServiceSession } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ODD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNATURE = `0x${'ab'.repeat(65)}`

let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    sessions: {
      [ME]: [
        { pci: 'pci-1', expiry: 1_900_000_000 },
        { pci: 'pci-2', expiry: 1_900_000_100 },
      ],
      [ODD]: [{ id: 'no-pci' } as unknown as ServiceSession],
    },
  })
})
afterAll(async () => {
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
})
const client = () =>
  createBlockchainApiClient({ baseUrl: service.url, projectId: 'project-1', sdkVersion: 'modal-core-test' })

describe('sessions of the Blockchain API client', () => {
  test('lists sessions and revokes one with exactly { pci, signature }', async () => {
    const api = client()
    await expect(api.getSessions(ME)).resolves.toEqual([
      { pci: 'pci-1', expiry: 1_900_000_000 },
      { pci: 'pci-2', expiry: 1_900_000_100 },
    ])
    await expect(api.revokeSession(ME, { pci: 'pci-1', signature: SIGNATURE })).resolves.toBeUndefined()
    await expect(api.getSessions(ME)).resolves.toEqual([{ pci: 'pci-2', expiry: 1_900_000_100 }])
    expect(service.requests).toEqual([
      {
        method: 'GET',
        path: `/v1/sessions/${ME}`,
        query: { st: 'agentry', sv: 'modal-core-test', projectId: 'project-1' },
      },
      {
        method: 'POST',
        path: `/v1/sessions/${ME}/revoke`,
        query: { st: 'agentry', sv: 'modal-core-test' },
        body: { pci: 'pci-1', signature: SIGNATURE },
      },
      {
        method: 'GET',
        path: `/v1/sessions/${ME}`,
        query: { st: 'agentry', sv: 'modal-core-test', projectId: 'project-1' },
      },
    ])
  })

  test('a session the address does not hold: the service refuses with 404', async () => {
    await expect(
      client().revokeSession(ME, { pci: 'pci-9', signature: SIGNATURE }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(`[HttpStatusError: HTTP status code: 404]`)
  })

  test('sessions without a pci: Network request failed', async () => {
    await expect(client().getSessions(ODD)).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
    })
  })
})
