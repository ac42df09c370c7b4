import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { NetworkNotServedError } from '../errors/balanceErrors.js'
import { GasPriceNetworkNotSupportedError } from '../errors/swapErrors.js'
import type { AccountDataProvider } from './types.js'

/**
 * Account data from the hosted Blockchain API (spec section 7).
 *
 * @example
 * const provider = createHostedProvider(createBlockchainApiClient({ baseUrl, projectId }))
 */
export function createHostedProvider(api: BlockchainApiClient): AccountDataProvider {
  return {
    kind: 'hosted',
    async getTokenBalances({ network, address, force }) {
      // The service answers [] for a network it does not serve; the user must see why instead.
      if (!(await api.isSupportedNetwork(network.caipNetworkId)))
        throw new NetworkNotServedError({ caipNetworkId: network.caipNetworkId })
      return api.getBalances({ address, caipNetworkId: network.caipNetworkId, forceUpdate: force ? 'true' : undefined })
    },
    async getGasPrice({ network }) {
      const price = await api.getGasPrice({ caipNetworkId: network.caipNetworkId })
      if (!price) throw new GasPriceNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
      return BigInt(price.standard)
    },
  }
}
