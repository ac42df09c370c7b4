import { getNamespace } from '../../adapters/namespaces.js'
import { FetchTransactionsError } from '../../errors/activityErrors.js'
import type { ActivitySource } from '../activitySource.js'
import { readOtterscanPage } from './readOtterscanPage.js'
import { readRecentTransfers } from './readRecentTransfers.js'

// RPC URLs known to answer no Otterscan API, so that later pages and reloads do not ask again.
const withoutOtterscan = new Set<string>()

/**
 * Activity read from the network's own node. Where it offers the Otterscan API
 * (`ots_searchTransactionsBefore`: anvil, Erigon, Reth), the whole history, page by page, with the tokens
 * others sent the account merged in from its `Transfer` logs over each page's blocks (bounded: a page
 * whose blocks reach further back is marked partial); elsewhere one page of the account's recent ERC-20
 * `Transfer` logs and the transactions the modal sent, marked partial.
 * Every request is bounded (the RPC's 10 s timeout), so a silent node ends in 'Failed to fetch transactions'.
 *
 * @example
 * const { data, next, partial } = await createChainActivitySource().fetchPage({ address, network, caipNetworkId: network.caipNetworkId, onramp: undefined, cursor: undefined })
 */
export function createChainActivitySource(): ActivitySource {
  return {
    kind: 'chain',
    async fetchPage({ address, network, cursor }) {
      const rpcUrl = network?.rpcUrls.default.http[0]
      if (!network || !getNamespace(network.chainNamespace).chainActivity || !rpcUrl)
        throw new FetchTransactionsError({ cause: new Error('no EVM network with an RPC URL') })
      const chain = network.caipNetworkId
      const native = { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
      if (!withoutOtterscan.has(rpcUrl)) {
        const page = await readOtterscanPage({ rpcUrl, chain, address, cursor, native })
        if (page) return page
        withoutOtterscan.add(rpcUrl)
      }
      return { data: await readRecentTransfers({ rpcUrl, chain, address, native }), next: undefined, partial: true }
    },
  }
}
