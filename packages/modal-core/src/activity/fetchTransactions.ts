import type { CaipNetworkId } from '../caip/types.js'
import { getActiveNetwork } from '../chain/getActiveNetwork.js'
import { BaseError } from '../errors/BaseError.js'
import { FetchTransactionsError } from '../errors/activityErrors.js'
import { optionsState } from '../options/optionsState.js'
import { getActivitySource } from './getActivitySource.js'
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
 * Loads the next page of an account's activity into `activityState` from the activity source
 * (`getActivitySource`: the hosted history of spec section 7, or the node): the first page for a new address, network or on-ramp filter
 * (the list starts over), then each call appends the page after the last one, until `next` is
 * undefined. A second call for a page already being fetched joins it. Transactions moving spam NFTs are
 * left out. `activityState.partial` says the source saw only part of the history.
 *
 * @throws FeatureUnavailableError ('history': hosted picked with no project id; nothing is asked) | FetchTransactionsError
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
  if (state.pagesLoaded > 0 && state.next === undefined) return { transactions: [], next: undefined }

  const cursor = state.next
  const pageKey = JSON.stringify([address, caipNetworkId ?? null, onramp ?? null, cursor ?? null])
  const joined = pendingActivityPages.get(pageKey)
  if (joined) return joined

  // Answers to a list that was reset (or replaced) meanwhile are dropped.
  const isCurrent = () => pendingActivityPages.get(pageKey) === page
  const load = async (): Promise<ActivityPage> => {
    try {
      // Picked once the page is registered: a refusal (hosted with no project id) is then settled like any failure.
      const source = await Promise.resolve().then(getActivitySource)
      const network =
        optionsState.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ?? getActiveNetwork()
      const { data, next, partial } = await source.fetchPage({ address, network, caipNetworkId, onramp, cursor })
      const transactions = data.filter((transaction) => !isSpamTransaction(transaction))
      if (isCurrent()) {
        state.transactions.push(...transactions)
        Object.assign(state, {
          next,
          pagesLoaded: state.pagesLoaded + 1,
          partial: state.partial || partial,
          empty: state.transactions.length === 0 && next === undefined,
        })
      }
      return { transactions, next }
    } catch (cause) {
      const error =
        cause instanceof BaseError && cause.code === 'FEATURE_UNAVAILABLE'
          ? cause
          : new FetchTransactionsError({ cause })
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
