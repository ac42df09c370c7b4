import type { ErrorCode, ErrorParams } from '../errors/errorCodes.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'
import { createStore } from '../utils/createStore.js'
import type { WalletRecord } from './createWalletDirectoryClient.js'

/** The AllWallets lists. `available` is false without a project id: only injected and announced wallets show. */
export type WalletDirectoryState = {
  available: boolean
  /** The browsed list, page by page (40 each), without wallets already shown as connectors. */
  wallets: WalletRecord[]
  /** How many wallets the directory has for this list. */
  count: number
  /** The last page loaded (0: none yet). */
  page: number
  loading: boolean
  featured: WalletRecord[]
  searchQuery: string
  searchResults: WalletRecord[]
  searchLoading: boolean
  /** The last search's failure, with its code and params to translate it by. */
  searchError: string | undefined
  searchErrorCode: ErrorCode | undefined
  searchErrorParams: ErrorParams | undefined
} & ErrorStateFields /* the last page load's failure ('HTTP status code: {n}', 'Network request failed') */

const store = /* @__PURE__ */ createStore<WalletDirectoryState>({
  available: false,
  wallets: [],
  count: 0,
  page: 0,
  loading: false,
  ...NO_ERROR,
  featured: [],
  searchQuery: '',
  searchResults: [],
  searchLoading: false,
  searchError: undefined,
  searchErrorCode: undefined,
  searchErrorParams: undefined,
})

/**
 * The wallet directory's lists for the AllWallets view.
 *
 * @example
 * walletDirectoryState.wallets.length // 40 after the first page
 */
export const walletDirectoryState: WalletDirectoryState = store.state

let generation = 0

/** Which reset the lists are at, so an answer asked for before a reset is dropped (internal). */
export const walletDirectoryGeneration = (): number => generation

/**
 * Restores the empty lists; answers still on their way for the old lists are dropped.
 *
 * @example
 * resetWalletDirectoryState()
 */
export function resetWalletDirectoryState(): void {
  generation += 1
  store.reset()
}
