import { startAnvil, startBlockchainApiService, type Anvil, type BlockchainApiService } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { getAccountDataProvider } from './getAccountDataProvider.js'

let anvil: Anvil
let service: BlockchainApiService
beforeAll(async () => {
  anvil = await startAnvil()
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    gasPrice: 7_000_000_000n,
  })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})
afterEach(() => resetAllState())

describe('getAccountDataProvider', () => {
  test('no project id: direct, gas price from the chain itself', async () => {
    const local = createLocalDevChain({ rpcUrl: anvil.rpcUrl })
    initModal({ networks: [local] })
    const provider = getAccountDataProvider()
    expect(provider.kind).toBe('direct')
    const fromNode = BigInt(
      await (
        await fetch(anvil.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice' }),
        })
      )
        .json()
        .then((body: { result: string }) => body.result),
    )
    await expect(provider.getGasPrice({ network: local })).resolves.toBe(fromNode)
  })

  test('a project id: hosted, gas price from the service; an unserved network: Network not supported for Gas Price', async () => {
    initModal({ networks: [ethereumMainnet], projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    const provider = getAccountDataProvider()
    expect(provider.kind).toBe('hosted')
    await expect(provider.getGasPrice({ network: ethereumMainnet })).resolves.toBe(7_000_000_000n)
    expect(service.requests.at(-1)).toMatchObject({ path: '/v1/convert/gas-price', query: { chainId: 'eip155:1' } })
    await expect(provider.getGasPrice({ network: createLocalDevChain() })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [GasPriceNetworkNotSupportedError: Network not supported for Gas Price

      Network: eip155:1337]
    `)
  })
})
