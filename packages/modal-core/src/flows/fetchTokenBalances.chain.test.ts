// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startAnvil, TEST_WALLET_INFO, type Anvil } from '@agentry/test-utils'
import { deployMulticall3, deployPriceFeed } from '@agentry/test-utils/chain-fixtures'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { chainState } from '../chain/chainState.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import type { CaipNetwork } from '../caip/types.js'
import { BALANCE_CACHE_TTL_MS, BALANCE_RETRY_BLOCK_MS } from '../storage/caches.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { COMMON_TOKENS } from '../tokens/chain/commonTokens.js'
import { getTokensSource } from '../tokens/getTokensSource.js'
import { connect } from './connect.js'
import { BALANCE_UNAVAILABLE } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { initModal } from './initModal.js'
import type { ModalOptions } from '../options/types.js'

// Issue 26 item 2: with no project id the Account view's tokens come from the chain in one Multicall3
// aggregate3 per network (the dapp's tokens, the bundled list, the activity's), USD values from Chainlink
// feeds on chain, and spec section 9's 30 s cache and retry block. Real contracts on anvil.

const me = ANVIL_ACCOUNTS[0].address
const deployer = ANVIL_ACCOUNTS[2]
const AGGREGATE3 = '0x82ad56cb'
let anvil: Anvil
let proxy: CountingProxy
let usdc: TestToken
let found: TestToken
let ethUsd: Address
let usdcUsd: Address

const aggregate3Calls = () =>
  proxy.calls.filter(
    (call) =>
      call.method === 'eth_call' &&
      String((call.params?.[0] as { data?: string } | undefined)?.data).startsWith(AGGREGATE3),
  ).length

beforeAll(async () => {
  anvil = await startAnvil()
  await deployMulticall3({ rpcUrl: anvil.rpcUrl })
  const deploy = (symbol: string, decimals: number) =>
    deployTestToken({
      rpcUrl: anvil.rpcUrl,
      name: `${symbol} Token`,
      symbol,
      decimals,
      privateKey: deployer.privateKey,
    })
  usdc = await deploy('USDC', 6)
  // In no list: the account holds it, and its activity shows it (a transfer it sent, and the transfer it
  // received: the node's Otterscan index lists only the first, the Transfer logs add the second).
  found = await deploy('FOUND', 18)
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    transport: http(anvil.rpcUrl),
  })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  for (const [token, amount] of [
    [usdc, parseUnits('250.5', 6)],
    [found, parseUnits('5', 18)],
  ] as const) {
    const hash = await wallet.writeContract({
      chain: null,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [me, amount],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const mine = createWalletClient({
    account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
    transport: http(anvil.rpcUrl),
  })
  const sent = await mine.writeContract({
    chain: null,
    address: found.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [deployer.address, parseUnits('2', 18)],
  })
  await client.waitForTransactionReceipt({ hash: sent })
  ethUsd = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 3_000n * 10n ** 8n })
  usdcUsd = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 99_990_000n }) // 0.9999
}, 60_000)
afterAll(async () => {
  await anvil.stop()
})

useWalletFixture({ rpcUrl: () => anvil.rpcUrl })
beforeEach(async () => {
  proxy = await startCountingProxy(anvil.rpcUrl)
})
afterEach(async () => {
  vi.useRealTimers()
  await proxy.close()
})

/** The local chain through the counting proxy, with the dapp's feeds for ETH and its USDC. */
const local = (): CaipNetwork => ({
  ...createLocalDevChain({ rpcUrl: proxy.url }),
  contracts: { usdPriceFeeds: { native: { address: ethUsd }, [usdc.address]: { address: usdcUsd } } },
})

async function connected(options: Partial<ModalOptions> = {}): Promise<void> {
  initModal({
    networks: [local()],
    tokens: { 'eip155:1337': [{ address: usdc.address, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] },
    ...options,
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
  // What connecting read is not counted.
  proxy.methods.length = 0
  proxy.calls.length = 0
}

describe('fetchTokenBalances from the chain (no project id)', () => {
  test("the dapp's token with its Chainlink USD value and a token found in the activity, in one aggregate3", async () => {
    await connected()
    expect(getTokensSource().kind).toBe('chain')
    await fetchTokenBalances({ force: true })
    const account = getActiveAccount()
    expect(account.tokenBalanceError).toBeUndefined()
    expect(
      account.tokenBalance.map((token) => [token.symbol, token.quantity.numeric, token.price, token.value]),
    ).toEqual([
      ['ETH', expect.any(String), 3000, expect.any(Number)],
      ['USDC', '250.5', 0.9999, 250.5 * 0.9999],
      ['FOUND', '3', 0, undefined],
    ])
    expect(account.tokenBalance[2]).toMatchObject({
      name: 'FOUND Token',
      address: `eip155:1337:${getAddress(found.address)}`,
    })
    expect(aggregate3Calls()).toBe(1)
  })

  test('30 s cache: a second read asks the node nothing; after 30 s, or forced, it reads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await connected()
    await fetchTokenBalances({ force: true })
    const asked = proxy.methods.length
    await fetchTokenBalances()
    expect(proxy.methods.length).toBe(asked)
    expect(getActiveAccount().tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'FOUND'])
    vi.setSystemTime(Date.now() + BALANCE_CACHE_TTL_MS + 1)
    await fetchTokenBalances()
    expect(aggregate3Calls()).toBe(2)
    await fetchTokenBalances({ force: true })
    expect(aggregate3Calls()).toBe(3)
  })

  test('after a failed read the node is not asked for 30 s (Token Balance Unavailable), then it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await connected()
    const network = chainState.chains.eip155.networkState.caipNetwork!
    const rpc = network.rpcUrls.default
    network.rpcUrls.default = { http: ['http://127.0.0.1:9'] }
    await fetchTokenBalances({ force: true })
    expect(getActiveAccount()).toMatchObject({ tokenBalance: [], tokenBalanceError: BALANCE_UNAVAILABLE })
    network.rpcUrls.default = rpc
    await fetchTokenBalances()
    expect(proxy.methods).toEqual([])
    expect(getActiveAccount()).toMatchObject({ tokenBalance: [], tokenBalanceError: BALANCE_UNAVAILABLE })
    vi.setSystemTime(Date.now() + BALANCE_RETRY_BLOCK_MS + 1)
    await fetchTokenBalances()
    expect(aggregate3Calls()).toBe(1)
    expect(getActiveAccount()).toMatchObject({ tokenBalanceError: undefined })
    expect(getActiveAccount().tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'FOUND'])
  })

  test("mainnet's bundled tokens are read with no list from the dapp; a feed with no contract gives no price", async () => {
    // Mainnet's USDC, played on anvil: the test token's code at its address and the account's balance in
    // its storage (balanceOf is the contract's fourth slot).
    const mainnetUsdc = COMMON_TOKENS['eip155:1']!.tokens.find((token) => token.symbol === 'USDC')!
    const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
    const code = await createPublicClient({ transport: http(anvil.rpcUrl) }).getCode({ address: usdc.address })
    await test.setCode({ address: mainnetUsdc.address, bytecode: code! })
    await test.setStorageAt({
      address: mainnetUsdc.address,
      index: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [me, 3n])),
      value: encodeAbiParameters([{ type: 'uint256' }], [parseUnits('12.3456', 6)]),
    })
    const mainnet = { ...ethereumMainnet, rpcUrls: { default: { http: [proxy.url] } } }
    initModal({ networks: [mainnet] })
    const balances = await getTokensSource().getBalances({ network: mainnet, address: me, force: true })
    expect(balances.map((token) => [token.symbol, token.name, token.quantity.numeric, token.value])).toEqual([
      ['ETH', 'Ether', expect.any(String), undefined],
      ['USDC', 'USDCoin', '12.3456', undefined],
      // The same node's history shows the account sending FOUND, and receiving it and the local USDC (a
      // transfer the deployer called, merged in from the Transfer logs): found in its activity here too.
      ['FOUND', 'FOUND Token', '3', undefined],
      ['USDC', 'USDC Token', '250.5', undefined],
    ])
    expect(aggregate3Calls()).toBe(1)
  })
})
