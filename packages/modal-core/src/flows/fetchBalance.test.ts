// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, TEST_WALLET_INFO } from '@agentry/test-utils'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from './connect.js'
import { balanceRetryBlock, nativeBalanceCache } from '../storage/caches.js'
import { clearCacheMemory } from '../storage/createTtlCache.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { BALANCE_UNAVAILABLE, fetchBalance } from './fetchBalance.js'

const fixture = useWalletFixture()
const proxies: CountingProxy[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const proxy of proxies.splice(0)) await proxy.close()
})

/** Connects, then routes the active network's RPC through a counting proxy to `target`, cache emptied. */
async function connectThroughProxy(target: string): Promise<CountingProxy> {
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
  const proxy = await startCountingProxy(target)
  proxies.push(proxy)
  chainState.chains.eip155.networkState.caipNetwork!.rpcUrls.default = { http: [proxy.url] }
  nativeBalanceCache.delete(getActiveAccount().caipAddress!)
  return proxy
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('fetchBalance', () => {
  test('reads the native balance from anvil as a decimal string with its symbol', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    chainState.chains.eip155.accountState.balance = undefined
    await fetchBalance({ force: true })
    expect(getActiveAccount()).toMatchObject({
      balance: '10000',
      balanceSymbol: 'ETH',
      balanceError: undefined,
      balanceLoading: false,
    })
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[0].address)
  })

  test('a balance read in the last 30 s comes from the cache, also after a reload; force reads again', async () => {
    const proxy = await connectThroughProxy(fixture.rpcUrl)
    vi.useFakeTimers({ toFake: ['Date'] })
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(1)
    chainState.chains.eip155.accountState.balance = undefined
    await fetchBalance()
    clearCacheMemory() // what a reload leaves: storage only
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(1)
    expect(getActiveAccount().balance).toBe('10000')
    later(30_000)
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(2)
    await fetchBalance({ force: true })
    expect(proxy.count('eth_getBalance')).toBe(3)
  })

  test('a failed read blocks retries for 30 s (across a reload) and keeps Token Balance Unavailable', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const proxy = await connectThroughProxy('http://127.0.0.1:1')
    vi.useFakeTimers({ toFake: ['Date'] })
    await expect(fetchBalance()).resolves.toBeUndefined()
    expect(getActiveAccount()).toMatchObject({
      balance: undefined,
      balanceError: BALANCE_UNAVAILABLE,
      balanceLoading: false,
    })
    expect(proxy.count('eth_getBalance')).toBe(1)
    await fetchBalance()
    clearCacheMemory()
    later(29_000)
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(1)
    expect(getActiveAccount().balanceError).toBe(BALANCE_UNAVAILABLE)
    later(1_000)
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(2)
    await fetchBalance({ force: true })
    expect(proxy.count('eth_getBalance')).toBe(3)
    info.mockRestore()
  })

  test('a success lifts the block', async () => {
    const proxy = await connectThroughProxy(fixture.rpcUrl)
    const caipAddress = getActiveAccount().caipAddress!
    balanceRetryBlock.set(caipAddress, true)
    await fetchBalance()
    expect(proxy.count('eth_getBalance')).toBe(0)
    await fetchBalance({ force: true })
    expect(balanceRetryBlock.get(caipAddress)).toBeUndefined()
    expect(getActiveAccount()).toMatchObject({ balance: '10000', balanceError: undefined })
  })

  test('a cache hit or a block ends loading left on by a stale read of the previous account', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    const accountState = chainState.chains.eip155.accountState
    accountState.balanceLoading = true // what a read still in flight for the previous account leaves behind
    await fetchBalance()
    expect(accountState).toMatchObject({ balance: '10000', balanceLoading: false })
    balanceRetryBlock.set(accountState.caipAddress!, true)
    nativeBalanceCache.delete(accountState.caipAddress!)
    accountState.balanceLoading = true
    await fetchBalance()
    expect(accountState).toMatchObject({ balanceError: BALANCE_UNAVAILABLE, balanceLoading: false })
  })

  test('nothing connected: nothing to read', async () => {
    await fetchBalance()
    expect(getActiveAccount().balance).toBeUndefined()
  })
})
