// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startAnvil, TEST_WALLET_INFO, type Anvil } from '@agentry/test-utils'
import { localClients, mined, publishedArtifact, type LocalClients } from '@agentry/test-utils/chain-fixtures'
import type { Address, Hex } from 'viem'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../../flows/connect.js'
import { fetchTokenBalances } from '../../flows/fetchTokenBalances.js'
import { initModal } from '../../flows/initModal.js'
import { sendToken } from '../../flows/sendToken.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { pushView } from '../../router/navigate.js'
import { loadSendGas } from '../../send/loadSendGas.js'
import { sendState } from '../../send/sendState.js'
import { startCountingProxy, type CountingProxy, type ProxiedCall } from '@agentry/test-utils/counting-proxy'
import { useWalletFixture } from '../../test/walletFixture.js'
import { snackbarState } from '../../snackbar/snackbarState.js'
import { settleBackgroundWork } from '../../utils/background.js'
import { activityState } from '../activityState.js'
import { fetchTransactions } from '../fetchTransactions.js'

// A node without the Otterscan API: the account's recent Transfer logs and what the modal sent, marked partial.
const ME = ANVIL_ACCOUNTS[0].address
const OTHER = ANVIL_ACCOUNTS[1].address
const weth9 = () => publishedArtifact('canonical-weth', 'build/contracts/WETH9.json')
const noOtterscan = (call: ProxiedCall) => (call.method.startsWith('ots_') ? 'Method not found' : undefined)
const span = (call: ProxiedCall) => {
  const [{ fromBlock, toBlock }] = call.params as [{ fromBlock: string; toBlock: string }]
  return Number(toBlock) - Number(fromBlock) + 1
}

let anvil: Anvil
let clients: LocalClients
let plain: CountingProxy
let capped: CountingProxy
let noLogs: CountingProxy
let weth: Address
/** The WETH transfers, newest first: received from a third account, then two sent. */
const transfers: Hex[] = []

const wethCall = async (client: LocalClients, functionName: string, args: unknown[], value?: bigint) => {
  const hash = await client.walletClient.writeContract({ address: weth, abi: weth9().abi, functionName, args, value })
  await mined(client, hash)
  return hash
}

beforeAll(async () => {
  // Genesis at block 5,000: the wider range reaches back past 1,000 blocks, which the capped node refuses.
  anvil = await startAnvil({ args: ['--number', '5000'] })
  clients = await localClients({ rpcUrl: anvil.rpcUrl })
  const deploy = await clients.walletClient.deployContract({ abi: weth9().abi, bytecode: weth9().bytecode })
  weth = (await clients.publicClient.waitForTransactionReceipt({ hash: deploy })).contractAddress!
  await wethCall(clients, 'deposit', [], parseEther('5'))
  transfers.unshift(await wethCall(clients, 'transfer', [OTHER, parseEther('0.5')]))
  transfers.unshift(await wethCall(clients, 'transfer', [OTHER, parseEther('0.25')]))
  const third = await localClients({ rpcUrl: anvil.rpcUrl, privateKey: ANVIL_ACCOUNTS[2].privateKey })
  await wethCall(third, 'deposit', [], parseEther('1'))
  transfers.unshift(await wethCall(third, 'transfer', [ME, parseEther('1')]))
  // ETH sent outside the modal leaves no log: this history cannot see it.
  await mined(clients, await clients.walletClient.sendTransaction({ to: OTHER, value: parseEther('0.01') }))
  plain = await startCountingProxy(anvil.rpcUrl, { refuse: noOtterscan })
  capped = await startCountingProxy(anvil.rpcUrl, {
    refuse: (call) =>
      noOtterscan(call) ??
      (call.method === 'eth_getLogs' && span(call) > 1000 ? 'query exceeds max block range 1000' : undefined),
  })
  noLogs = await startCountingProxy(anvil.rpcUrl, {
    refuse: (call) => noOtterscan(call) ?? (call.method === 'eth_getLogs' ? 'eth_getLogs is disabled' : undefined),
  })
})
afterAll(async () => {
  await Promise.all([plain.close(), capped.close(), noLogs.close()])
  await anvil.stop()
})

useWalletFixture({ rpcUrl: () => plain.url })
const ids = () => activityState.transactions.map((transaction) => transaction.id)
// Each names its token contract, where the chain tokens source finds the tokens of the activity.
const wethTransfers = () =>
  [
    { direction: 'in', quantity: { numeric: '1' } },
    { direction: 'out', quantity: { numeric: '0.25' } },
    { direction: 'out', quantity: { numeric: '0.5' } },
  ].map((transfer) => ({ ...transfer, fungible_info: { symbol: 'WETH', address: weth.toLowerCase() } }))

describe('activity from a node without the Otterscan API, no project id', () => {
  test('recent WETH Transfer logs and the ETH the modal sent, newest first, one page, marked partial', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    await fetchTokenBalances({ force: true })
    pushView('Account')
    pushView('Send')
    sendState.token = sendState.tokenBalances.find((token) => token.symbol === 'ETH')
    await loadSendGas()
    Object.assign(sendState, { sendTokenAmount: '0.25', receiverAddress: OTHER })
    const sent = await sendToken()
    expect(sent, JSON.stringify(snackbarState)).toMatch(/^0x[0-9a-f]{64}$/)

    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual([sent, ...transfers])
    expect(activityState.transactions.map((transaction) => transaction.transfers[0])).toEqual([
      { direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } },
      ...wethTransfers(),
    ])
    expect(activityState).toMatchObject({
      partial: true,
      next: undefined,
      pagesLoaded: 1,
      loading: false,
      error: undefined,
    })
    expect(plain.count('ots_searchTransactionsBefore')).toBe(1)

    // The node is known to have no Otterscan API: another account's list does not ask again.
    await fetchTransactions({ address: OTHER, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual(transfers.slice(1))
    expect(plain.count('ots_searchTransactionsBefore')).toBe(1)
  })

  test('a node that caps eth_getLogs at 1,000 blocks: the narrower range, still partial', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: capped.url })] })
    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })
    expect(ids()).toEqual(transfers)
    expect(activityState.transactions.map((transaction) => transaction.transfers[0])).toEqual(wethTransfers())
    expect(activityState).toMatchObject({ partial: true, next: undefined, error: undefined })
    expect(capped.count('eth_getLogs')).toBe(4)
  })

  test('a node that refuses eth_getLogs too: Failed to fetch transactions, nothing listed, not loading', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: noLogs.url })] })
    await expect(fetchTransactions({ address: ME, caipNetworkId: 'eip155:1337' })).rejects.toThrow(
      'Failed to fetch transactions',
    )
    expect(activityState).toMatchObject({
      transactions: [],
      loading: false,
      errorCode: 'TRANSACTIONS_FETCH_FAILED',
      error: 'Failed to fetch transactions',
    })
  })
})
