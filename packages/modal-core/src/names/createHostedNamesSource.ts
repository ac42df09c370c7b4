import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { chainIdToCoinType } from './chainIdToCoinType.js'
import type { NamesSource } from './namesSource.js'

/** The coin type the hosted service files Ethereum mainnet addresses under (SLIP-44). */
const ETH_COIN_TYPE = '60'

/**
 * Names from the hosted Blockchain API: the identity call (name and avatar) and the profile lookup.
 *
 * @example
 * const source = createHostedNamesSource(getBlockchainApi()!)
 * await source.getIdentity({ network, address }) // { name: 'alice.reown.id', avatar: null }
 */
export function createHostedNamesSource(api: BlockchainApiClient): NamesSource {
  return {
    kind: 'hosted',
    getIdentity: ({ address }) => api.fetchIdentity({ address }),
    async resolveAddress({ network, name }) {
      const record = await api.resolveName(name)
      if (!record) return null
      const coinType = String(chainIdToCoinType(Number(network.id)))
      return (record.addresses[coinType] ?? record.addresses[ETH_COIN_TYPE])?.address ?? null
    },
  }
}
