import { NO_ERROR, toErrorState } from '../errors/errorState.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { logQuietly } from '../utils/log.js'
import { WALLETS_PAGE_SIZE } from './directoryConstants.js'
import { directoryFilters, withoutConnectors } from './directoryQuery.js'
import { getWalletDirectory } from './getWalletDirectory.js'
import { preloadWalletImages } from './preloadWalletImages.js'
import { walletDirectoryGeneration, walletDirectoryState } from './walletDirectoryState.js'

let inFlight: { generation: number; promise: Promise<void> } | undefined

/**
 * Loads the next page (40) of the AllWallets list and appends it; does nothing once every page is
 * loaded. The first page's images are preloaded. Calls while a page is loading join it. Without a
 * project id nothing is asked (`available` stays false); a failure sets `error` and keeps what was
 * loaded. Never throws.
 *
 * @example
 * await fetchWallets() // page 1
 * await fetchWallets() // page 2, appended (infinite scroll)
 */
export function fetchWallets(): Promise<void> {
  const generation = walletDirectoryGeneration()
  // After a reset a call starts the new list instead of joining a load of the old one.
  if (inFlight?.generation === generation) return inFlight.promise
  const promise = load().finally(() => {
    if (inFlight?.promise === promise) inFlight = undefined
  })
  inFlight = { generation, promise }
  return promise
}

async function load(): Promise<void> {
  const directory = getWalletDirectory()
  walletDirectoryState.available = directory !== undefined
  if (!directory) return
  const state = walletDirectoryState
  if (state.page > 0 && state.page * WALLETS_PAGE_SIZE >= state.count) return
  const page = state.page + 1
  const generation = walletDirectoryGeneration()
  state.loading = true
  Object.assign(state, NO_ERROR)
  try {
    const { data, count } = await directory.getWallets({ page, entries: WALLETS_PAGE_SIZE, ...directoryFilters() })
    if (generation !== walletDirectoryGeneration()) return
    const fresh = withoutConnectors(data).filter((wallet) => !state.wallets.some((known) => known.id === wallet.id))
    Object.assign(state, { wallets: [...state.wallets, ...fresh], count, page })
    if (page === 1)
      void preloadWalletImages(fresh.map((wallet) => wallet.image_url ?? directory.imageUrl('wallet', wallet.image_id)))
  } catch (error) {
    logQuietly('WALLETS_FETCH_FAILED', error)
    if (generation !== walletDirectoryGeneration()) return
    Object.assign(
      state,
      toErrorState(error, (cause) => new RpcRequestError({ cause })),
    )
  } finally {
    if (generation === walletDirectoryGeneration()) state.loading = false
  }
}
