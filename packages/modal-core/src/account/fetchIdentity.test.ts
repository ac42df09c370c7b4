// @vitest-environment happy-dom
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { deployTestUniversalResolver, type TestUniversalResolver } from '@agentry/test-utils/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from '../flows/connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { ensNameCache } from '../storage/caches.js'
import { startCountingProxy, type CountingProxy } from '../test/countingProxy.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { fetchIdentity } from './fetchIdentity.js'

const [me, other] = ANVIL_ACCOUNTS
let anvil: Anvil
let resolver: TestUniversalResolver
let proxy: CountingProxy
let service: BlockchainApiService

beforeAll(async () => {
  anvil = await startAnvil()
  resolver = await deployTestUniversalResolver({
    rpcUrl: anvil.rpcUrl,
    privateKey: ANVIL_ACCOUNTS[2].privateKey,
    names: { [me.address]: 'alice.eth' },
  })
  proxy = await startCountingProxy(anvil.rpcUrl)
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1337'],
    identities: { [me.address]: { name: 'alice.hosted', avatar: 'https://example.org/alice.png' } },
  })
})
afterAll(async () => {
  await service.close()
  await proxy.close()
  await anvil.stop()
})
const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })

async function connected(options: Partial<ModalOptions> = {}, withResolver = true): Promise<void> {
  const local = createLocalDevChain({ rpcUrl: proxy.url })
  initModal({
    networks: [withResolver ? { ...local, contracts: { ensUniversalResolver: { address: resolver.address } } } : local],
    ...options,
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
}

describe('fetchIdentity without a project id: ENS on chain', () => {
  test("the primary name through the network's Universal Resolver, then from the 5-minute cache", async () => {
    await connected()
    const calls = proxy.count('eth_call')
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({ profileName: 'alice.eth', profileImage: undefined })
    expect(proxy.count('eth_call')).toBe(calls + 1)
    await fetchIdentity()
    expect(proxy.count('eth_call')).toBe(calls + 1)
    expect(ensNameCache.get(`eip155:1337:${me.address}`)).toBe('alice.eth')
  })

  test('an address without a name: none', async () => {
    await connected()
    fixture.wallet.switchAccount(other.privateKey)
    await settleBackgroundWork()
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({ address: other.address, profileName: undefined })
  })

  test('a network without a resolver: none, and the chain is not asked', async () => {
    await connected({}, false)
    const calls = proxy.count('eth_call')
    await fetchIdentity()
    expect(getActiveAccount().profileName).toBeUndefined()
    expect(proxy.count('eth_call')).toBe(calls)
  })

  test('a resolver that cannot be read: none, nothing thrown', async () => {
    await connected()
    ensNameCache.delete(`eip155:1337:${me.address}`)
    chainState.chains.eip155.networkState.caipNetwork!.rpcUrls.default = { http: ['http://127.0.0.1:9'] }
    await expect(fetchIdentity()).resolves.toBeUndefined()
    expect(getActiveAccount().profileName).toBeUndefined()
  })
})

describe('fetchIdentity with a project id: the hosted identity call', () => {
  test('name and avatar from the service', async () => {
    await connected({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({
      profileName: 'alice.hosted',
      profileImage: 'https://example.org/alice.png',
    })
    expect(service.requests.at(-1)).toMatchObject({ path: `/v1/identity/${me.address}` })
  })
})
