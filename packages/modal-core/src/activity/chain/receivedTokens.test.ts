import { ANVIL_ACCOUNTS, anvilAccount, startAnvil, type Anvil } from '@agentry/test-utils'
import {
  deployLocalFixtures,
  localClients,
  mined,
  type LocalClients,
  type LocalFixtures,
} from '@agentry/test-utils/chain-fixtures'
import { deployTestToken } from '@agentry/test-utils/token'
import { erc20Abi, parseEther, parseUnits, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import { initModal } from '../../flows/initModal.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { resetAllState } from '../../resetAllState.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { createChainTokensSource } from '../../tokens/chain/createChainTokensSource.js'
import { activityState } from '../activityState.js'
import { fetchTransactions } from '../fetchTransactions.js'
import { groupTransactionsByMonth } from '../groupTransactionsByMonth.js'

// The Otterscan API lists what an account sent or was the `to` of. A token someone else sends it is a call
// to the token's contract, which that API does not list: the account's Transfer logs fill the gap (issue 26).
const ME = ANVIL_ACCOUNTS[0].address
/** Anvil account 1 only ever received AGT (the fixtures' 25 AGT from ME): nothing it sent, nothing sent `to` it. */
const RECEIVER = ANVIL_ACCOUNTS[1].address
const OTHER = anvilAccount(3).address

let anvil: Anvil
let proxy: CountingProxy
let network: CaipNetwork
let fixtures: LocalFixtures
let me: LocalClients
let deployer: LocalClients
/** Every hash that belongs in ME's activity since the fixtures, newest first. */
const recent: Hex[] = []
/** The AGT the deployer sent ME among `recent`: a Transfer whose transaction ME neither sent nor received. */
let received: Hex

const at = (iso: string) =>
  me.publicClient.request({ method: 'evm_setNextBlockTimestamp' as never, params: [Date.parse(iso) / 1000] as never })
const sendEth = async (iso: string) => {
  await at(iso)
  const hash = await me.walletClient.sendTransaction({ to: OTHER, value: parseEther('0.01') })
  await mined(me, hash)
  recent.unshift(hash)
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  fixtures = await deployLocalFixtures({ rpcUrl: anvil.rpcUrl })
  me = await localClients({ rpcUrl: anvil.rpcUrl })
  deployer = await localClients({ rpcUrl: anvil.rpcUrl, privateKey: anvilAccount(9).privateKey })
  for (const day of [10, 11, 12, 13, 14, 15]) await sendEth(`2027-01-${day}T12:00:00Z`)
  await at('2027-02-10T12:00:00Z')
  received = await deployer.walletClient.writeContract({
    address: fixtures.contracts.token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [ME, parseUnits('5', 18)],
  })
  await mined(deployer, received)
  recent.unshift(received)
  for (const day of [10, 11, 12, 13, 14, 15]) await sendEth(`2027-03-${day}T12:00:00Z`)
  proxy = await startCountingProxy(anvil.rpcUrl)
  network = createLocalDevChain({ rpcUrl: proxy.url })
}, 180_000)
afterAll(async () => {
  await proxy?.close()
  await anvil?.stop()
})
afterEach(() => resetAllState())

const ids = () => activityState.transactions.map((transaction) => transaction.id)
const months = () => groupTransactionsByMonth(activityState.transactions).map(({ year, month }) => `${year}-${month}`)
const agt = (direction: 'in' | 'out', numeric: string) => ({
  direction,
  quantity: { numeric },
  fungible_info: { symbol: 'AGT', address: fixtures.contracts.token.toLowerCase() },
})

describe('tokens received through someone else’s transfer call, on a node with the Otterscan API', () => {
  test('merged into their page by block, once each, with the pages and months kept', async () => {
    initModal({ networks: [network] })
    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    // Otterscan's ten newest (six March sends, four January ones) and, between them, the AGT received in February.
    expect(ids()).toEqual(recent.slice(0, 11))
    expect(activityState.transactions[6]).toMatchObject({
      id: received,
      metadata: { operationType: 'receive', minedAt: '2027-02-10T12:00:00.000Z', status: 'confirmed' },
      transfers: [agt('in', '5')],
    })
    expect(months()).toEqual(['2027-3', '2027-2', '2027-1'])
    expect(activityState).toMatchObject({ pagesLoaded: 1, partial: false, error: undefined })
    expect(activityState.next).toMatch(/^\d+$/)

    while (activityState.next !== undefined) await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    const all = ids()
    expect(new Set(all).size).toBe(all.length)
    expect(all.slice(0, recent.length)).toEqual(recent)
    // The fixtures' transfers: 1,000 and 250 AGT from the deployer (which the API does not list), 25 AGT sent.
    const [first, sent, second] = fixtures.tokenTransfers
    const byId = (id: Hex) => activityState.transactions.find((transaction) => transaction.id === id)?.transfers
    expect(byId(first!)).toEqual([agt('in', '1000')])
    expect(byId(sent!)).toEqual([agt('out', '25')])
    expect(byId(second!)).toEqual([agt('in', '250')])
    expect(all.indexOf(second!)).toBeLessThan(all.indexOf(sent!))
    expect(all.indexOf(sent!)).toBeLessThan(all.indexOf(first!))
    const times = activityState.transactions.map((transaction) => Date.parse(transaction.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(activityState).toMatchObject({ partial: false, error: undefined })
    expect(proxy.count('ots_searchTransactionsBefore')).toBe(activityState.pagesLoaded)
  })

  test('an account that only ever received a token: the activity lists it, the tokens source finds it', async () => {
    initModal({ networks: [network] })
    await fetchTransactions({ address: RECEIVER, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual([fixtures.tokenTransfers[1]])
    expect(activityState.transactions[0]).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [agt('in', '25')],
    })
    expect(activityState).toMatchObject({ partial: false, next: undefined, empty: false })

    // No token list names AGT on this chain: only the activity can.
    const balances = await createChainTokensSource().getBalances({ network, address: RECEIVER, force: true })
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', expect.any(String)],
      ['AGT', '25'],
    ])
    expect(balances[1]!.address?.toLowerCase()).toBe(`eip155:1337:${fixtures.contracts.token.toLowerCase()}`)
  })

  test('a node that refuses eth_getLogs: the Otterscan page still listed, marked partial', async () => {
    const noLogs = await startCountingProxy(anvil.rpcUrl, {
      refuse: (call) => (call.method === 'eth_getLogs' ? 'eth_getLogs is disabled' : undefined),
    })
    try {
      initModal({ networks: [createLocalDevChain({ rpcUrl: noLogs.url })] })
      await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
      expect(ids()).toEqual(recent.filter((hash) => hash !== received).slice(0, 10))
      expect(activityState).toMatchObject({ partial: true, error: undefined, pagesLoaded: 1 })
      // The page's blocks span fewer than 1,000: no narrower range to ask for after the refusal.
      expect(noLogs.count('eth_getLogs')).toBe(2)
    } finally {
      await noLogs.close()
    }
  })

  test('a node capping eth_getLogs at 1,000 blocks, a page reaching further back: partial, what the logs saw merged', async () => {
    // A chain whose first block is 5,000: the one page of an account spans from block 0, past what the
    // narrower log range reads.
    const long = await startAnvil({ args: ['--number', '5000'] })
    const capped = await startCountingProxy(long.rpcUrl, {
      refuse: (call) => {
        if (call.method !== 'eth_getLogs') return undefined
        const [{ fromBlock, toBlock }] = call.params as [{ fromBlock: string; toBlock: string }]
        return Number(toBlock) - Number(fromBlock) >= 1000 ? 'query exceeds max block range 1000' : undefined
      },
    })
    try {
      const token = await deployTestToken({ rpcUrl: long.rpcUrl, symbol: 'LATE', decimals: 18 })
      const sender = await localClients({ rpcUrl: long.rpcUrl })
      const late = await sender.walletClient.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [RECEIVER, parseUnits('7', 18)],
      })
      await mined(sender, late)
      initModal({ networks: [createLocalDevChain({ rpcUrl: capped.url })] })
      await fetchTransactions({ address: RECEIVER, caipNetworkId: 'eip155:1337' })
      expect(ids()).toEqual([late])
      expect(activityState.transactions[0]!.transfers).toEqual([
        {
          direction: 'in',
          quantity: { numeric: '7' },
          fungible_info: { symbol: 'LATE', address: token.address.toLowerCase() },
        },
      ])
      expect(activityState).toMatchObject({ partial: true, next: undefined, error: undefined })
      expect(capped.count('eth_getLogs')).toBe(4)
    } finally {
      await capped.close()
      await long.stop()
    }
  }, 60_000)
})
