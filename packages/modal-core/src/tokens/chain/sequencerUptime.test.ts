import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import {
  chainlinkAggregator,
  deployMulticall3,
  deployPriceFeed,
  localClients,
  mined,
  type LocalClients,
} from '@agentry/test-utils/chain-fixtures'
import { deployTestToken } from '@agentry/test-utils/token'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import { initModal } from '../../flows/initModal.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { resetAllState } from '../../resetAllState.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { createChainTokensSource } from './createChainTokensSource.js'
import { SEQUENCER_GRACE_PERIOD_S, SEQUENCER_UPTIME_FEEDS } from './sequencerUptime.js'

// Chainlink's L2 Sequencer Uptime Feed (answer 0 up, 1 down; startedAt when that status began): a rollup's
// USD prices are shown only while its sequencer is up and past the grace period. The uptime feed here is
// Chainlink's own MockV3Aggregator (from @chainlink/contracts), as the price feeds are.

const holder = ANVIL_ACCOUNTS[0].address
const AGGREGATE3 = '0x82ad56cb'

let anvil: Anvil
let clients: LocalClients
let proxy: CountingProxy
let ethUsd: Address
let tokenUsd: Address
let token: Address
let uptime: Address

/** Sets the uptime feed's status (0 up, 1 down) as of `secondsAgo` before the chain's latest block. */
async function sequencer(status: 0n | 1n, secondsAgo: bigint): Promise<void> {
  const { timestamp } = await clients.publicClient.getBlock()
  const since = timestamp - secondsAgo
  const round = (await clients.publicClient.readContract({
    address: uptime,
    abi: chainlinkAggregator().abi,
    functionName: 'latestRound',
  })) as bigint
  const hash = await clients.walletClient.writeContract({
    address: uptime,
    abi: chainlinkAggregator().abi,
    functionName: 'updateRoundData',
    args: [round + 1n, status, since, since],
  })
  await mined(clients, hash)
}

const rollup = (sequencerUptimeFeed: Address | undefined): CaipNetwork => ({
  ...createLocalDevChain({ rpcUrl: proxy.url }),
  contracts: {
    usdPriceFeeds: { native: { address: ethUsd }, [token]: { address: tokenUsd } },
    ...(sequencerUptimeFeed && { sequencerUptimeFeed: { address: sequencerUptimeFeed } }),
  },
})

async function prices(network: CaipNetwork) {
  initModal({
    networks: [network],
    tokens: { 'eip155:1337': [{ address: token, name: 'Test Token', symbol: 'TT', decimals: 18 }] },
  })
  const balances = await createChainTokensSource().getBalances({ network, address: holder, force: true })
  return balances.map((balance) => [balance.symbol, balance.price, balance.value === undefined ? 'no value' : 'value'])
}

const aggregate3Data = () =>
  proxy.calls.flatMap((call) => {
    const data = String((call.params?.[0] as { data?: string } | undefined)?.data)
    return call.method === 'eth_call' && data.startsWith(AGGREGATE3) ? [data.toLowerCase()] : []
  })

beforeAll(async () => {
  anvil = await startAnvil()
  clients = await localClients({ rpcUrl: anvil.rpcUrl })
  await deployMulticall3({ rpcUrl: anvil.rpcUrl })
  token = (await deployTestToken({ rpcUrl: anvil.rpcUrl, symbol: 'TT', decimals: 18, supply: 10n ** 21n })).address
  ethUsd = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 2_000n * 10n ** 8n })
  tokenUsd = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 150_000_000n })
  // The uptime feeds answer with 0 decimals: 0 (up) or 1 (down).
  uptime = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 0n, decimals: 0 })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})
afterEach(async () => {
  resetAllState()
  await proxy?.close()
})

describe('USD values on a rollup, behind its sequencer uptime feed', () => {
  it('sequencer up for two hours: the prices are shown; the uptime feed read in the same aggregate3 call', async () => {
    await sequencer(0n, 2n * 3_600n)
    proxy = await startCountingProxy(anvil.rpcUrl)
    expect(await prices(rollup(uptime))).toEqual([
      ['ETH', 2000, 'value'],
      ['TT', 1.5, 'value'],
    ])
    const calls = aggregate3Data()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain(uptime.slice(2).toLowerCase())
    expect(calls[0]).toContain(ethUsd.slice(2).toLowerCase())
  })

  it('sequencer down: no USD value at all, the balances still listed', async () => {
    await sequencer(1n, 2n * 3_600n)
    proxy = await startCountingProxy(anvil.rpcUrl)
    expect(await prices(rollup(uptime))).toEqual([
      ['ETH', 0, 'no value'],
      ['TT', 0, 'no value'],
    ])
    expect(aggregate3Data()).toHaveLength(1)
  })

  it('sequencer back up ten minutes ago, within the hour of grace: no USD value yet', async () => {
    await sequencer(0n, 600n)
    proxy = await startCountingProxy(anvil.rpcUrl)
    expect(await prices(rollup(uptime))).toEqual([
      ['ETH', 0, 'no value'],
      ['TT', 0, 'no value'],
    ])
    // Past the grace period, the same feeds are trusted again.
    await sequencer(0n, SEQUENCER_GRACE_PERIOD_S + 60n)
    expect(await prices(rollup(uptime))).toEqual([
      ['ETH', 2000, 'value'],
      ['TT', 1.5, 'value'],
    ])
  })

  it('an uptime feed that cannot be read (a contract without latestRoundData): no USD value, never a guess', async () => {
    proxy = await startCountingProxy(anvil.rpcUrl)
    expect(await prices(rollup(token))).toEqual([
      ['ETH', 0, 'no value'],
      ['TT', 0, 'no value'],
    ])
  })

  it('a network without an uptime feed (an L1, the local chain): prices as the feeds say, the feed not asked', async () => {
    await sequencer(1n, 60n)
    proxy = await startCountingProxy(anvil.rpcUrl)
    expect(await prices(rollup(undefined))).toEqual([
      ['ETH', 2000, 'value'],
      ['TT', 1.5, 'value'],
    ])
    expect(aggregate3Data()[0]).not.toContain(uptime.slice(2).toLowerCase())
  })

  it('bundles the uptime feeds of the built-in rollups (Chainlink docs), none for Ethereum or Polygon', () => {
    expect(Object.keys(SEQUENCER_UPTIME_FEEDS).sort()).toEqual(['eip155:10', 'eip155:42161', 'eip155:8453'])
    for (const address of Object.values(SEQUENCER_UPTIME_FEEDS)) expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})
