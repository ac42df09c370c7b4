import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { FEATURED_WALLETS_COUNT } from './directoryConstants.js'
import { directoryFilters, withoutConnectors } from './directoryQuery.js'
import { getWalletDirectory } from './getWalletDirectory.js'
import { walletDirectoryState } from './walletDirectoryState.js'

/**
 * Loads the featured section: the app's `featuredWalletIds` in their order, otherwise the directory's
 * first 4. Without a project id or on failure the section is empty (quietly: it is an extra). Never
 * throws.
 *
 * @example
 * await fetchFeaturedWallets()
 * walletDirectoryState.featured.length // 4
 */
export async function fetchFeaturedWallets(): Promise<void> {
  const directory = getWalletDirectory()
  if (!directory) {
    walletDirectoryState.featured = []
    return
  }
  const ids = optionsState.featuredWalletIds
  try {
    const filters = directoryFilters()
    const { data } = ids.length
      ? await directory.getWallets({ page: 1, entries: ids.length, ...filters, include: [...ids] })
      : await directory.getWallets({ page: 1, entries: FEATURED_WALLETS_COUNT, ...filters })
    const ordered = ids.length ? [...data].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) : data
    walletDirectoryState.featured = withoutConnectors(ordered)
  } catch (error) {
    logQuietly('FEATURED_WALLETS_FAILED', error)
    walletDirectoryState.featured = []
  }
}
