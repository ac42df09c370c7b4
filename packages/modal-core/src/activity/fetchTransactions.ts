import { getBlockchainApi } from '../api/getBlockchainApi.js'
import type { CaipNetworkId } from '../caip/types.js'
import { FetchTransactionsError } from '../errors/activityErrors.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { activityState, pendingActivityPages, resetActivityState, type ActivityPage } from './activityState.js'
import { isSpamTransaction } from './isSpamTransaction.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

export type FetchTransactionsParameters = {
  address: string
  /** Only this network's transactions; none (and no request) when the service does not serve it. */
  caipNetworkId?: CaipNetworkId
  /** Only purchases through this on-ramp provider. */
  onramp?: string
}

export type FetchTransactionsReturnType = ActivityPage

/**
 * Loads the next page of an account's activity into `activityState` (spec section 7,
 * `GET /v1/account/{account}/history`): the first page for a new address, network or on-ramp filter
 * (the list starts over), then each call appends the page after the last one, until `next` is
 * undefined. A second call for a page already being fetched joins it. Transactions moving spam NFTs are
 * left out.
 *
 * @throws FeatureUnavailableError ('history', no project id; nothing is asked) | FetchTransactionsError
 *   ('Failed to fetch transactions') — each also shown in `activityState.error`.
 * @example
 * await fetchTransactions({ address: '0xf39F…2266', caipNetworkId: 'eip155:1' })
 * if (activityState.next) await fetchTransactions({ address: '0xf39F…2266', caipNetworkId: 'eip155:1' }) // page 2
 */
export async function fetchTransactions({
  address,
  caipNetworkId,
  onramp,
}: FetchTransactionsParameters): Promise<FetchTransactionsReturnType> {
  const state = activityState
  if (state.address !== address || state.caipNetworkId !== caipNetworkId || state.onramp !== onramp) {
    resetActivityState()
    Object.assign(state, { address, caipNetworkId, onramp })
  }
  const api = getBlockchainApi()
  if (!api) {
    const error = new FeatureUnavailableError({ feature: 'history' })
    Object.assign(state, errorState(error))
    throw error
  }
  if (state.pagesLoaded > 0 && state.next === undefined) return { transactions: [], next: undefined }

  const cursor = state.next
  const pageKey = JSON.stringify([address, caipNetworkId ?? null, onramp ?? null, cursor ?? null])
  const joined = pendingActivityPages.get(pageKey)
  if (joined) return joined

  // Answers to a list that was reset (or replaced) meanwhile are dropped.
  const isCurrent = () => pendingActivityPages.get(pageKey) === page
  const load = async (): Promise<ActivityPage> => {
    try {
      const { data, next } = await api.fetchHistory({ account: address, cursor, onramp, chainId: caipNetworkId })
      const transactions = data.filter((transaction) => !isSpamTransaction(transaction))
      if (isCurrent()) {
        state.transactions.push(...transactions)
        Object.assign(state, {
          next,
          pagesLoaded: state.pagesLoaded + 1,
          empty: state.transactions.length === 0 && next === undefined,
        })
      }
      return { transactions, next }
    } catch (cause) {
      const error = new FetchTransactionsError({ cause })
      if (isCurrent()) Object.assign(state, errorState(error))
      throw error
    } finally {
      if (isCurrent()) {
        state.loading = false
        pendingActivityPages.delete(pageKey)
      }
    }
  }
  Object.assign(state, { loading: true, ...NO_ERROR })
  const page = load()
  pendingActivityPages.set(pageKey, page)
  return page
}
