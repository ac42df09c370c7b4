import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
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
    async getGasPrice({ network }) {
      const price = await api.getGasPrice({ caipNetworkId: network.caipNetworkId })
      if (!price) throw new GasPriceNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
      return BigInt(price.standard)
    },
  }
}
