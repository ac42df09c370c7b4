import { ANVIL_ACCOUNTS, deployCompiled, startAnvil, type Anvil } from '@agentry/test-utils'
import { deployMulticall3 } from '@agentry/test-utils/chain-fixtures'
import { compileSolidity } from '@agentry/test-utils/solidity'
import { deployTestToken } from '@agentry/test-utils/token'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import type { TokenListEntry } from '../options/types.js'
import { startCountingProxy, type CountingProxy } from '../test/countingProxy.js'
import { readTokenBalances } from './readTokenBalances.js'

// Token balances straight from the chain (issue 26 item 2): real ERC-20s and Multicall3 on anvil.

const holder = ANVIL_ACCOUNTS[0].address
const stranger = ANVIL_ACCOUNTS[2].address

// A token whose balanceOf reverts: it must be left out, not fail the whole read.
const BROKEN = compileSolidity({
  fileName: 'BrokenToken.sol',
  source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract BrokenToken { function balanceOf(address) external pure returns (uint256) { revert("broken"); } }`,
  contracts: ['BrokenToken'],
}).BrokenToken

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

describe('readTokenBalances', () => {
  let anvil: Anvil
  let proxy: CountingProxy
  let network: CaipNetwork
  let tokens: TokenListEntry[]
  let broken: TokenListEntry

  beforeAll(async () => {
    anvil = await startAnvil()
    tokens = await deployTokens(anvil.rpcUrl, 50)
    broken = {
      address: await deployCompiled({ rpcUrl: anvil.rpcUrl, contract: BROKEN }),
      name: 'Broken',
      symbol: 'BRK',
      decimals: 18,
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
    const balances = await readTokenBalances({ network, address: holder, tokens: [...tokens, broken] })
    // The native balance and 50 tokens: the reverting one is left out, not the whole list.
    expect(balances).toHaveLength(51)
    expect(balances[1]).toMatchObject({ symbol: 'T0', quantity: { decimals: '18', numeric: '1234' } })
    expect(balances[2]).toMatchObject({ symbol: 'T1', quantity: { decimals: '6', numeric: '1234' } })
    // The aggregate3 attempt finds no contract, then one batch: the native balance and 51 balanceOf calls.
    expect(proxy.methods).toEqual(['eth_call', 'eth_getBalance', ...Array(51).fill('eth_call')])
    // Known now to lack Multicall3: the next read goes straight to the batch.
    await readTokenBalances({ network, address: holder, tokens })
    expect(proxy.methods.slice(53)).toEqual(['eth_getBalance', ...Array(50).fill('eth_call')])
  })

  it('50 tokens and the native balance in one aggregate3 call; zero balances and a reverting token left out', async () => {
    await deployMulticall3({ rpcUrl: anvil.rpcUrl })
    proxy = await startCountingProxy(anvil.rpcUrl)
    network = createLocalDevChain({ rpcUrl: proxy.url })
    const balances = await readTokenBalances({ network, address: holder, tokens: [...tokens, broken] })
    expect(proxy.methods).toEqual(['eth_call'])
    expect(balances[0]).toMatchObject({ symbol: 'ETH', chainId: 'eip155:1337' })
    expect(Number(balances[0]!.quantity.numeric)).toBeGreaterThan(9_000)
    expect(balances.slice(1).map((balance) => balance.symbol)).toEqual(tokens.map((token) => token.symbol))
    expect(balances[2]).toMatchObject({ quantity: { decimals: '6', numeric: '1234' } })
    expect(balances[2]!.address?.toLowerCase()).toBe(`eip155:1337:${tokens[1]!.address.toLowerCase()}`)

    const none = await readTokenBalances({ network, address: stranger, tokens })
    expect(none.map((balance) => balance.symbol)).toEqual(['ETH'])
  })
})
