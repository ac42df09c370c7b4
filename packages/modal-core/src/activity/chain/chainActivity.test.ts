import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { localClients, mined, publishedArtifact, type LocalClients } from '@agentry/test-utils/chain-fixtures'
import type { Address, Hex } from 'viem'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { initModal } from '../../flows/initModal.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { resetAllState } from '../../resetAllState.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { activityState } from '../activityState.js'
import { fetchTransactions } from '../fetchTransactions.js'
import { groupTransactionsByMonth } from '../groupTransactionsByMonth.js'

// The node's own history, read through anvil's Otterscan API with no project id (issue 26 item 3).
const ME = ANVIL_ACCOUNTS[0].address
const OTHER = ANVIL_ACCOUNTS[1].address
const weth9 = () => publishedArtifact('canonical-weth', 'build/contracts/WETH9.json')

let anvil: Anvil
let proxy: CountingProxy
let clients: LocalClients
let weth: Address
/** Hashes of ME's transactions, newest first. */
const history: Hex[] = []

const at = (iso: string) =>
  clients.publicClient.request({
    method: 'evm_setNextBlockTimestamp' as never,
    params: [Date.parse(iso) / 1000] as never,
  })
const sendEth = async (iso: string) => {
  await at(iso)
  const hash = await clients.walletClient.sendTransaction({ to: OTHER, value: parseEther('0.01') })
  await mined(clients, hash)
  history.unshift(hash)
}
const sendWeth = async (iso: string) => {
  await at(iso)
  const hash = await clients.walletClient.writeContract({
    address: weth,
    abi: weth9().abi,
    functionName: 'transfer',
    args: [OTHER, parseEther('0.5')],
  })
  await mined(clients, hash)
  history.unshift(hash)
}

beforeAll(async () => {
  anvil = await startAnvil()
  proxy = await startCountingProxy(anvil.rpcUrl)
  clients = await localClients({ rpcUrl: anvil.rpcUrl })
  const deploy = await clients.walletClient.deployContract({ abi: weth9().abi, bytecode: weth9().bytecode })
  weth = (await clients.publicClient.waitForTransactionReceipt({ hash: deploy })).contractAddress!
  const deposit = await clients.walletClient.writeContract({
    address: weth,
    abi: weth9().abi,
    functionName: 'deposit',
    value: parseEther('5'),
  })
  await mined(clients, deposit)
  history.unshift(deposit, deploy)
  for (const day of [10, 11, 12, 13, 14, 15]) await sendEth(`2027-01-${day}T12:00:00Z`)
  for (const day of [10, 11, 12]) await sendWeth(`2027-02-${day}T12:00:00Z`)
  for (const day of [10, 11, 12]) await sendEth(`2027-03-${day}T12:00:00Z`)
})
afterAll(async () => {
  await proxy.close()
  await anvil.stop()
})
afterEach(() => resetAllState())

const ids = () => activityState.transactions.map((transaction) => transaction.id)
const months = () => groupTransactionsByMonth(activityState.transactions).map(({ year, month }) => `${year}-${month}`)

describe('activity from the node (Otterscan API), no project id', () => {
  test('pages of 10 through ots_searchTransactionsBefore, newest first, grouped by month, ETH and WETH amounts', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: proxy.url })] })
    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual(history.slice(0, 10))
    expect(months()).toEqual(['2027-3', '2027-2', '2027-1'])
    expect(activityState).toMatchObject({ pagesLoaded: 1, partial: false, loading: false, error: undefined })
    expect(activityState.next).toMatch(/^\d+$/)
    const [newest] = activityState.transactions
    expect(newest!.metadata).toMatchObject({ chain: 'eip155:1337', minedAt: '2027-03-12T12:00:00.000Z' })
    expect(newest!.metadata.operationType).toBe('send')
    expect(newest!.transfers).toEqual([
      { direction: 'out', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } },
    ])
    expect(activityState.transactions[3]!.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '0.5' },
        fungible_info: { symbol: 'WETH', address: weth.toLowerCase() },
      },
    ])

    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual(history)
    expect(activityState).toMatchObject({ next: undefined, pagesLoaded: 2, empty: false, partial: false })
    expect(months().at(0)).toBe('2027-3')
    expect(proxy.count('ots_searchTransactionsBefore')).toBe(2)
    // Each page also reads the account's Transfer logs over its blocks (sent and received: two per page).
    expect(proxy.count('eth_getLogs')).toBe(4)
  })

  test('the receiving side sees the ETH it received', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: proxy.url })] })
    await fetchTransactions({ address: OTHER, caipNetworkId: 'eip155:1337' })
    expect(activityState.transactions[0]).toMatchObject({
      id: history[0],
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.01' }, fungible_info: { symbol: 'ETH' } }],
    })
  })

  test("dataSources.activity 'chain' with a project id: the node answers, the hosted service is not asked", async () => {
    initModal({
      networks: [createLocalDevChain({ rpcUrl: proxy.url })],
      projectId: 'project-1',
      // Nothing listens there: asking the service would fail the list.
      serviceUrls: { blockchainApi: 'http://127.0.0.1:9' },
      dataSources: { activity: 'chain' },
    })
    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    expect(ids().slice(0, 3)).toEqual(history.slice(0, 3))
    expect(activityState.error).toBeUndefined()
  })

  test("dataSources.activity 'hosted' without a project id: unavailable, the node not asked", async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: proxy.url })], dataSources: { activity: 'hosted' } })
    const before = proxy.methods.length
    await expect(fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })).rejects.toThrow(
      'Activity is not available in this app',
    )
    expect(activityState).toMatchObject({ errorCode: 'FEATURE_UNAVAILABLE', loading: false })
    expect(proxy.methods.length).toBe(before)
  })
})
