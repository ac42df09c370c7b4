import { BaseError } from '../errors/BaseError.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { toErrorData } from '../errors/toErrorData.js'
import { logQuietly } from '../utils/log.js'
import { WALLET_SEARCH_ENTRIES } from './directoryConstants.js'
import { directoryFilters, withoutConnectors } from './directoryQuery.js'
import { getWalletDirectory } from './getWalletDirectory.js'
import { walletDirectoryState } from './walletDirectoryState.js'

let latest = 0

const NO_SEARCH_ERROR = { searchError: undefined, searchErrorCode: undefined, searchErrorParams: undefined }

/**
 * Searches the directory by name (up to 100 entries). When the user types on while an earlier search
 * is on its way, only the latest query's answer lands. An empty query clears the results. Never throws.
 *
 * @example
 * await searchWallets('rain')
 * walletDirectoryState.searchResults.map((wallet) => wallet.name) // ['Rainbow']
 */
export async function searchWallets(query: string): Promise<void> {
  const request = ++latest
  const state = walletDirectoryState
  const search = query.trim()
  state.searchQuery = query
  Object.assign(state, NO_SEARCH_ERROR)
  const directory = getWalletDirectory()
  if (!search || !directory) {
    Object.assign(state, { searchResults: [], searchLoading: false })
    return
  }
  state.searchLoading = true
  try {
    const { data } = await directory.getWallets({
      page: 1,
      entries: WALLET_SEARCH_ENTRIES,
      search,
      ...directoryFilters(),
    })
    if (request === latest) state.searchResults = withoutConnectors(data)
  } catch (error) {
    logQuietly('WALLETS_SEARCH_FAILED', error)
    if (request === latest) {
      const { code, message, params } = toErrorData(
        error instanceof BaseError ? error : new RpcRequestError({ cause: error }),
      )
      Object.assign(state, {
        searchResults: [],
        searchError: message,
        searchErrorCode: code,
        searchErrorParams: params,
      })
    }
  } finally {
    if (request === latest) state.searchLoading = false
  }
}
