import { ANVIL_ACCOUNTS, deployCompiled, startAnvil, type Anvil } from '@agentry/test-utils'
import { deployMulticall3, deployPriceFeed, chainlinkAggregator } from '@agentry/test-utils/chain-fixtures'
import { compileSolidity } from '@agentry/test-utils/solidity'
import { deployTestToken } from '@agentry/test-utils/token'
import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import type { TokenListEntry } from '../../options/types.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { readChainTokens } from './readChainTokens.js'

// Token balances and USD prices straight from the chain (issue 26 items 2 and 7): real ERC-20s, Multicall3
// and Chainlink aggregators on anvil, and token contracts that revert or lie.

const holder = ANVIL_ACCOUNTS[0].address
const stranger = ANVIL_ACCOUNTS[2].address
const AGGREGATE3 = '0x82ad56cb'

// Tokens that misbehave: a reverting balanceOf, a reverting decimals(), decimals past what any amount can
// hold, and no symbol. Each must be left out without a guessed amount, the rest of the list still read.
const BAD = compileSolidity({
  fileName: 'BadTokens.sol',
  source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract BrokenToken { function balanceOf(address) external pure returns (uint256) { revert("broken"); } }
contract NoDecimalsToken {
  function balanceOf(address) external pure returns (uint256) { return 5e18; }
  function decimals() external pure returns (uint8) { revert("no decimals"); }
  function symbol() external pure returns (string memory) { return "NODEC"; }
}
contract LyingDecimalsToken {
  function balanceOf(address) external pure returns (uint256) { return 1e18; }
  function decimals() external pure returns (uint256) { return 78; }
  function symbol() external pure returns (string memory) { return "LIE"; }
}
contract NoSymbolToken {
  function balanceOf(address) external pure returns (uint256) { return 1e18; }
  function decimals() external pure returns (uint8) { return 18; }
}`,
  contracts: ['BrokenToken', 'NoDecimalsToken', 'LyingDecimalsToken', 'NoSymbolToken'],
})

async function deployTokens(rpcUrl: string, count: number): Promise<TokenListEntry[]> {
  const tokens: TokenListEntry[] = []
  for (let index = 0; index < count; index++) {
    const decimals = index % 2 === 0 ? 18 : 6
    const token = await deployTestToken({
      rpcUrl,
      symbol: `T${index}`,
      decimals,
      supply: 1234n * 10n ** BigInt(decimals),
    })
    tokens.push({ address: token.address, name: `Token ${index}`, symbol: `T${index}`, decimals })
  }
  return tokens
}

const aggregate3Calls = (proxy: CountingProxy) =>
  proxy.calls.filter(
    (call) =>
      call.method === 'eth_call' &&
      String((call.params?.[0] as { data?: string } | undefined)?.data).startsWith(AGGREGATE3),
  ).length

describe('readChainTokens', () => {
  let anvil: Anvil
  let proxy: CountingProxy
  let network: CaipNetwork
  let tokens: TokenListEntry[]
  let bad: Record<'broken' | 'noDecimals' | 'lying' | 'noSymbol', Address>

  beforeAll(async () => {
    anvil = await startAnvil()
    tokens = await deployTokens(anvil.rpcUrl, 50)
    const deploy = (name: keyof typeof BAD) => deployCompiled({ rpcUrl: anvil.rpcUrl, contract: BAD[name]! })
    bad = {
      broken: await deploy('BrokenToken'),
      noDecimals: await deploy('NoDecimalsToken'),
      lying: await deploy('LyingDecimalsToken'),
      noSymbol: await deploy('NoSymbolToken'),
    }
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  afterEach(async () => {
    await proxy?.close()
  })

  it('without Multicall3 on the chain: one HTTP batch, the same balances', async () => {
    proxy = await startCountingProxy(anvil.rpcUrl)
    network = createLocalDevChain({ rpcUrl: proxy.url })
    const balances = await readChainTokens({ network, address: holder, tokens: tokens.slice(0, 2) })
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', expect.any(String)],
      ['T0', '1234'],
      ['T1', '1234'],
    ])
    // The aggregate3 attempt finds no contract, then one batch: balance, block, and balanceOf + decimals each.
    expect(proxy.methods).toEqual(['eth_call', 'eth_getBalance', 'eth_getBlockByNumber', ...Array(4).fill('eth_call')])
    // Known now to lack Multicall3: the next read goes straight to the batch.
    await readChainTokens({ network, address: holder, tokens: tokens.slice(0, 2) })
    expect(proxy.methods.slice(7)).toEqual(['eth_getBalance', 'eth_getBlockByNumber', ...Array(4).fill('eth_call')])
  })

  it('50 tokens and the native balance in one aggregate3 call; zero balances and bad tokens left out', async () => {
    await deployMulticall3({ rpcUrl: anvil.rpcUrl })
    proxy = await startCountingProxy(anvil.rpcUrl)
    network = createLocalDevChain({ rpcUrl: proxy.url })
    const listedWrong = { ...tokens[1]!, decimals: 18 } // a 6-decimals contract the list calls 18
    const list = [
      ...tokens,
      { address: bad.broken },
      { address: bad.noDecimals },
      { address: bad.lying },
      { address: bad.noSymbol },
      { ...listedWrong, address: tokens[3]!.address },
    ]
    const balances = await readChainTokens({ network, address: holder, tokens: list })
    expect(proxy.methods).toEqual(['eth_call'])
    expect(aggregate3Calls(proxy)).toBe(1)
    expect(balances[0]).toMatchObject({ symbol: 'ETH', chainId: 'eip155:1337' })
    expect(Number(balances[0]!.quantity.numeric)).toBeGreaterThan(9_000)
    // Every good token, once; none of the bad ones, nor T3 listed again with decimals its contract denies.
    expect(balances.slice(1).map((balance) => balance.symbol)).toEqual(tokens.map((token) => token.symbol))
    expect(balances[2]).toMatchObject({ quantity: { decimals: '6', numeric: '1234' }, price: 0 })
    expect(balances[2]).not.toHaveProperty('value')
    expect(balances[2]!.address?.toLowerCase()).toBe(`eip155:1337:${tokens[1]!.address.toLowerCase()}`)

    const none = await readChainTokens({ network, address: stranger, tokens })
    expect(none.map((balance) => balance.symbol)).toEqual(['ETH'])
  })

  it('a token without metadata gets its symbol and name from its contract, in the same call', async () => {
    proxy = await startCountingProxy(anvil.rpcUrl)
    network = createLocalDevChain({ rpcUrl: proxy.url })
    const [balance] = (
      await readChainTokens({ network, address: holder, tokens: [{ address: tokens[4]!.address }] })
    ).slice(1)
    expect(balance).toMatchObject({ symbol: 'T4', name: 'Test Token', quantity: { decimals: '18', numeric: '1234' } })
    expect(aggregate3Calls(proxy)).toBe(1)
  })

  it('USD values from Chainlink feeds in the same call; stale, zero, negative and broken feeds give none', async () => {
    const rpcUrl = anvil.rpcUrl
    const ethUsd = await deployPriceFeed({ rpcUrl, answer: 2_000n * 10n ** 8n })
    const t0Usd = await deployPriceFeed({ rpcUrl, answer: 150_000_000n, decimals: 8 }) // 1.5
    const stale = await deployPriceFeed({ rpcUrl, answer: 10n ** 8n })
    const zero = await deployPriceFeed({ rpcUrl, answer: 0n })
    const negative = await deployPriceFeed({ rpcUrl, answer: -(10n ** 8n) })
    const client = createPublicClient({ transport: http(rpcUrl) })
    const { timestamp } = await client.getBlock()
    const wallet = createWalletClient({
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
      transport: http(rpcUrl),
    })
    // Two days old: past any feed's heartbeat.
    const old = timestamp - 2n * 86_400n
    const hash = await wallet.writeContract({
      chain: null,
      address: stale,
      abi: chainlinkAggregator().abi,
      functionName: 'updateRoundData',
      args: [2n, 10n ** 8n, old, old],
    })
    await client.waitForTransactionReceipt({ hash })

    proxy = await startCountingProxy(rpcUrl)
    network = createLocalDevChain({ rpcUrl: proxy.url })
    const balances = await readChainTokens({
      network,
      address: holder,
      nativeUsdFeed: ethUsd,
      tokens: [
        { ...tokens[0]!, usdFeed: t0Usd },
        { ...tokens[1]!, usdFeed: stale },
        { ...tokens[2]!, usdFeed: zero },
        { ...tokens[3]!, usdFeed: negative },
        { ...tokens[4]!, usdFeed: bad.broken },
        { ...tokens[5]!, usdFeed: t0Usd },
      ],
    })
    expect(aggregate3Calls(proxy)).toBe(1)
    expect(proxy.methods).toEqual(['eth_call'])
    const native = balances[0]!
    expect(native.price).toBe(2000)
    expect(native.value).toBeCloseTo(Number(native.quantity.numeric) * 2000, 6)
    expect(balances.slice(1).map((balance) => [balance.symbol, balance.price, balance.value])).toEqual([
      ['T0', 1.5, 1851],
      ['T1', 0, undefined],
      ['T2', 0, undefined],
      ['T3', 0, undefined],
      ['T4', 0, undefined],
      ['T5', 1.5, 1851],
    ])
  })
})
