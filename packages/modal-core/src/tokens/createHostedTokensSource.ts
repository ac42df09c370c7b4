import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { NetworkNotServedError } from '../errors/balanceErrors.js'
import type { TokensSource } from './tokensSource.js'

/**
 * Token balances from the hosted Blockchain API (spec section 7): its 30 s portfolio cache and USD values.
 * Without a client (hosted picked with no project id) no network is served.
 *
 * @example
 * const source = createHostedTokensSource(createBlockchainApiClient({ baseUrl, projectId }))
 */
export function createHostedTokensSource(api: BlockchainApiClient | undefined): TokensSource {
  return {
    kind: 'hosted',
    async getBalances({ network, address, force }) {
      // The service answers [] for a network it does not serve; the user must see why instead.
      if (!api || !(await api.isSupportedNetwork(network.caipNetworkId)))
        throw new NetworkNotServedError({ caipNetworkId: network.caipNetworkId })
      return api.getBalances({ address, caipNetworkId: network.caipNetworkId, forceUpdate: force ? 'true' : undefined })
    },
  }
}
