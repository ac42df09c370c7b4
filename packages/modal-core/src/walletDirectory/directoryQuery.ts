import { connectorsState } from '../connectors/connectorsState.js'
import { optionsState } from '../options/optionsState.js'
import type { GetWalletsParameters, WalletRecord } from './createWalletDirectoryClient.js'

/**
 * The filters every directory list shares (internal): the configured networks, `includeWalletIds`,
 * `excludeWalletIds`.
 *
 * @example
 * await directory.getWallets({ page: 1, entries: 40, ...directoryFilters() })
 */
export function directoryFilters(): Pick<GetWalletsParameters, 'chains' | 'include' | 'exclude'> {
  return {
    chains: optionsState.networks.map((network) => network.caipNetworkId),
    include: optionsState.includeWalletIds.length ? [...optionsState.includeWalletIds] : undefined,
    exclude: optionsState.excludeWalletIds.length ? [...optionsState.excludeWalletIds] : undefined,
  }
}

/**
 * Leaves out directory wallets the page already shows as connectors (same rdns or explorer id), so a
 * wallet is never listed twice. The lists are filtered when fetched; a view filters again when it
 * renders, for wallets announced after the fetch.
 *
 * @example
 * withoutConnectors(page.data)
 */
export function withoutConnectors(wallets: WalletRecord[]): WalletRecord[] {
  const rdns = new Set(connectorsState.connectors.map((connector) => connector.info?.rdns).filter(Boolean))
  const ids = new Set(connectorsState.connectors.map((connector) => connector.explorerId).filter(Boolean))
  return wallets.filter((wallet) => !ids.has(wallet.id) && !(wallet.rdns && rdns.has(wallet.rdns)))
}
