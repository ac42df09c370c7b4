import type { WalletTransaction } from '../api/historyApi.js'
import type { CaipNetworkId } from '../caip/types.js'
import type { ErrorCode, ErrorParams } from '../errors/errorCodes.js'
import { createStore } from '../utils/createStore.js'

/** The account activity list: one address (and network and on-ramp filter) at a time. */
export type ActivityState = {
  address: string | undefined
  caipNetworkId: CaipNetworkId | undefined
  onramp: string | undefined
  /** Newest first, spam NFT transfers left out, pages appended in order. */
  transactions: WalletTransaction[]
  /** The cursor of the next page; undefined when every page is loaded (or none yet). */
  next: string | undefined
  pagesLoaded: number
  loading: boolean
  /** 'Failed to fetch transactions', or why activity is unavailable. */
  error: string | undefined
  errorCode: ErrorCode | undefined
  /** The values in `error`, for a translation (see `toErrorData`). */
  errorParams: ErrorParams | undefined
  /** True when the source could see only part of the history (the node without the Otterscan API). */
  partial: boolean
  /** True once every page is loaded and nothing is left to show. */
  empty: boolean
}

/** One page as shown: spam left out; `next` is the cursor of the page after it. */
export type ActivityPage = { transactions: WalletTransaction[]; next: string | undefined }

const store = /* @__PURE__ */ createStore<ActivityState>({
  address: undefined,
  caipNetworkId: undefined,
  onramp: undefined,
  transactions: [],
  next: undefined,
  pagesLoaded: 0,
  loading: false,
  error: undefined,
  errorCode: undefined,
  errorParams: undefined,
  partial: false,
  empty: false,
})

/** Pages being fetched, by list and cursor, so a second call for the same page joins the first (internal). */
export const pendingActivityPages: Map<string, Promise<ActivityPage>> = new Map()

/**
 * The account activity list.
 *
 * @example
 * import { subscribe } from 'valtio/vanilla'
 * subscribe(activityState, () => console.info(activityState.transactions.length))
 */
export const activityState: ActivityState = store.state

/**
 * Empties the activity list (and forgets pages in flight, whose answers are then dropped).
 *
 * @example
 * resetActivityState()
 */
export function resetActivityState(): void {
  pendingActivityPages.clear()
  store.reset()
}
