import { createSampleHistory, startBlockchainApiService, type BlockchainApiService } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { activityState } from './activityState.js'
import { fetchTransactions } from './fetchTransactions.js'
import { groupTransactionsByMonth } from './groupTransactionsByMonth.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const QUERY = { st: 'agentry', sv: 'modal-core', projectId: 'project-1' }

let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({ projectId: 'project-1', supportedChains: ['eip155:1'] })
})
afterAll(async () => {
  await service.close()
})
afterEach(() => {
  service.requests.length = 0
  service.failWith = undefined
  resetAllState()
})
const withProject = () =>
  initModal({ networks: [localDevChain], projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
const historyRequests = () => service.requests.filter((request) => request.path.endsWith('/history'))
const ids = () => activityState.transactions.map((transaction) => transaction.id)

describe('fetchTransactions', () => {
  test('two pages through the cursor, appended in order, spam NFT transfers left out; then nothing more is asked', async () => {
    withProject()
    const first = await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1' })
    expect(first.transactions.map((transaction) => transaction.id)).toEqual([`${ME}-1`, `${ME}-3`])
    expect(activityState).toMatchObject({
      next: 'page-2',
      pagesLoaded: 1,
      loading: false,
      empty: false,
      error: undefined,
    })
    await fetchTransactions({ address: ME, caipNetworkId: 'eip155:1' })
    // Entry 2 moves a spam NFT; entry 4 an NFT that is not spam.
    expect(ids()).toEqual([`${ME}-1`, `${ME}-3`, `${ME}-4`, `${ME}-5`])
    expect(activityState).toMatchObject({ next: undefined, pagesLoaded: 2, empty: false })
    await expect(fetchTransactions({ address: ME, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      transactions: [],
      next: undefined,
    })
    expect(historyRequests()).toEqual([
      { method: 'GET', path: `/v1/account/${ME}/history`, query: { ...QUERY, chainId: 'eip155:1' } },
      { method: 'GET', path: `/v1/account/${ME}/history`, query: { ...QUERY, chainId: 'eip155:1', cursor: 'page-2' } },
    ])
  })

  test('calls for a page already being fetched join it', async () => {
    withProject()
    const [a, b] = await Promise.all([fetchTransactions({ address: ME }), fetchTransactions({ address: ME })])
    expect(a).toBe(b)
    expect(ids()).toEqual([`${ME}-1`, `${ME}-3`])
    expect(historyRequests()).toEqual([{ method: 'GET', path: `/v1/account/${ME}/history`, query: QUERY }])
  })

  test('another address (or on-ramp filter) starts the list over; an answer for the old one is dropped', async () => {
    withProject()
    await fetchTransactions({ address: ME })
    const stale = fetchTransactions({ address: ME })
    const fresh = fetchTransactions({ address: OTHER, onramp: 'coinbase' })
    await Promise.all([stale, fresh])
    expect(ids()).toEqual([`${OTHER}-1`, `${OTHER}-3`])
    expect(activityState).toMatchObject({ address: OTHER, onramp: 'coinbase', next: 'page-2', pagesLoaded: 1 })
    expect(historyRequests().at(-1)).toEqual({
      method: 'GET',
      path: `/v1/account/${OTHER}/history`,
      query: { ...QUERY, onramp: 'coinbase' },
    })
  })

  test("a failure: 'Failed to fetch transactions' thrown and shown; the same page is asked again next time", async () => {
    withProject()
    await fetchTransactions({ address: ME })
    service.failWith = 500
    await expect(fetchTransactions({ address: ME })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [FetchTransactionsError: Failed to fetch transactions

      Details: HTTP status code: 500]
    `)
    expect(activityState).toMatchObject({
      error: 'Failed to fetch transactions',
      errorCode: 'TRANSACTIONS_FETCH_FAILED',
      loading: false,
      pagesLoaded: 1,
    })
    service.failWith = undefined
    await fetchTransactions({ address: ME })
    expect(activityState).toMatchObject({ error: undefined, pagesLoaded: 2 })
    expect(historyRequests().map((request) => request.query.cursor)).toEqual([undefined, 'page-2', 'page-2'])
  })

  test('a network the service does not serve: an empty list, and no history request', async () => {
    withProject()
    await expect(fetchTransactions({ address: ME, caipNetworkId: 'eip155:10' })).resolves.toEqual({
      transactions: [],
      next: undefined,
    })
    expect(activityState).toMatchObject({ transactions: [], empty: true, error: undefined })
    expect(historyRequests()).toEqual([])
  })

  test('the hosted source picked with no project id: Activity is not available, shown in state, and nothing is asked', async () => {
    initModal({ networks: [localDevChain], dataSources: { activity: 'hosted' } })
    await expect(fetchTransactions({ address: ME })).rejects.toMatchObject({
      name: 'FeatureUnavailableError',
      feature: 'history',
      shortMessage: 'Activity is not available in this app',
    })
    expect(activityState).toMatchObject({
      error: 'Activity is not available in this app',
      errorCode: 'FEATURE_UNAVAILABLE',
      loading: false,
    })
    expect(service.requests).toEqual([])
  })
})

describe('groupTransactionsByMonth', () => {
  test('groups by the UTC month mined, in list order', () => {
    const groups = groupTransactionsByMonth(createSampleHistory(ME))
    expect(
      groups.map(({ year, month, transactions }) => [year, month, transactions.map((transaction) => transaction.id)]),
    ).toEqual([
      [2025, 3, [`${ME}-1`, `${ME}-2`, `${ME}-3`]],
      [2025, 2, [`${ME}-4`, `${ME}-5`]],
    ])
  })

  test('an unreadable minedAt is left out', () => {
    expect(
      groupTransactionsByMonth([{ id: 'x', metadata: { minedAt: 'yesterday', chain: 'eip155:1' }, transfers: [] }]),
    ).toEqual([])
  })
})
