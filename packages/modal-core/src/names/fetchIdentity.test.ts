// @vitest-environment happy-dom
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { deployEns, registerEnsName, type Ens } from '@agentry/test-utils/chain-fixtures'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from '../flows/connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { optionsState } from '../options/optionsState.js'
import type { ModalOptions, NamesSource } from '../options/types.js'
import { identityCache } from '../storage/caches.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { fetchIdentity } from './fetchIdentity.js'

const [me, other] = ANVIL_ACCOUNTS
let anvil: Anvil
let ens: Ens
let images: Server
let avatarUrl: string
let proxy: CountingProxy
let service: BlockchainApiService

beforeAll(async () => {
  anvil = await startAnvil()
  images = createServer((request, response) => {
    if (request.url !== '/alice.png') return void response.writeHead(404).end()
    // Public image hosts (the IPFS and Arweave gateways among them) allow any origin; a page reads it only so.
    response
      .writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' })
      .end(Buffer.from('89504e470d0a1a0a', 'hex'))
  })
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
  avatarUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/alice.png`
  // ENS from its published artifacts (the Universal Resolver is the test stand-in over them).
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  await registerEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'alice', ownerKey: me.privateKey, avatar: avatarUrl })
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
  images.close()
})
const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })

async function connected(options: Partial<ModalOptions> = {}, withResolver = true): Promise<void> {
  const local = createLocalDevChain({ rpcUrl: proxy.url })
  initModal({
    networks: [
      withResolver ? { ...local, contracts: { ensUniversalResolver: { address: ens.universalResolver } } } : local,
    ],
    ...options,
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
}

describe('fetchIdentity without a project id: ENS on chain', () => {
  test("the primary name and its avatar through the network's Universal Resolver, then from the 5-minute cache", async () => {
    await connected()
    const calls = proxy.count('eth_call')
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({ profileName: 'alice.eth', profileImage: avatarUrl })
    // The reverse record (forward-checked by the resolver), then the avatar text record.
    expect(proxy.count('eth_call')).toBe(calls + 2)
    await fetchIdentity()
    expect(proxy.count('eth_call')).toBe(calls + 2)
    expect(identityCache.get(`eip155:1337:${me.address.toLowerCase()}`)).toEqual({
      name: 'alice.eth',
      avatar: avatarUrl,
    })
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
    identityCache.delete(`eip155:1337:${me.address.toLowerCase()}`)
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

describe('fetchIdentity: the source the app picks', () => {
  test("dataSources.names 'chain' with a project id: ENS on chain, the service not asked", async () => {
    identityCache.delete(`eip155:1337:${me.address.toLowerCase()}`)
    await connected({
      projectId: 'project-1',
      serviceUrls: { blockchainApi: service.url },
      dataSources: { names: 'chain' },
    })
    const asked = service.requests.filter((request) => request.path.startsWith('/v1/identity/')).length
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({ profileName: 'alice.eth', profileImage: avatarUrl })
    expect(service.requests.filter((request) => request.path.startsWith('/v1/identity/')).length).toBe(asked)
  })

  test("dataSources.names 'hosted' without a project id: none, the chain not asked", async () => {
    identityCache.delete(`eip155:1337:${me.address.toLowerCase()}`)
    await connected({ dataSources: { names: 'hosted' } })
    const calls = proxy.count('eth_call')
    await expect(fetchIdentity()).resolves.toBeUndefined()
    expect(getActiveAccount().profileName).toBeUndefined()
    expect(proxy.count('eth_call')).toBe(calls)
  })

  test("the dapp's own names source: its answer shown, neither the chain nor the service asked", async () => {
    identityCache.delete(`eip155:1337:${me.address.toLowerCase()}`)
    const asked: string[] = []
    const names: NamesSource = {
      kind: 'hosted',
      getIdentity: async ({ address, network }) => {
        asked.push(`${network.caipNetworkId}:${address}`)
        return { name: 'own.eth', avatar: 'https://example.org/own.png' }
      },
      resolveAddress: async () => null,
    }
    await connected({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url }, dataSources: { names } })
    const calls = proxy.count('eth_call')
    const served = service.requests.length
    await fetchIdentity()
    expect(getActiveAccount()).toMatchObject({ profileName: 'own.eth', profileImage: 'https://example.org/own.png' })
    expect(asked.at(-1)).toBe(`eip155:1337:${me.address}`)
    expect(proxy.count('eth_call')).toBe(calls)
    expect(service.requests.length).toBe(served)
  })

  test('a names source without its methods: ConfigError, the options unchanged', () => {
    const before = optionsState.dataSources
    expect(() =>
      initModal({
        networks: [createLocalDevChain()],
        dataSources: { names: { kind: 'hosted' } as unknown as NamesSource },
      }),
    ).toThrow("`dataSources.names` must be 'hosted', 'chain' or a names source (getIdentity and resolveAddress)")
    expect(optionsState.dataSources).toBe(before)
  })
})
