import { getNamespace } from '../adapters/namespaces.js'
import { identityCache } from '../storage/caches.js'
import type { NamesSource } from './namesSource.js'

/**
 * Names from the chain itself (no hosted service): ENS through the network's Universal Resolver, where
 * the namespace has ENS (eip155) and the network has a resolver; identities cached 5 minutes per network
 * and address. The reading code loads on first use.
 *
 * @example
 * const source = createChainNamesSource()
 * await source.resolveAddress({ network: ethereumMainnet, name: 'vitalik.eth' }) // '0xd8dA…6045'
 */
export function createChainNamesSource(): NamesSource {
  return {
    kind: 'chain',
    async getIdentity({ network, address }) {
      if (!getNamespace(network.chainNamespace).ens) return { name: null, avatar: null }
      const key = `${network.caipNetworkId}:${address.toLowerCase()}`
      const cached = identityCache.get(key)
      if (cached) return cached
      const { readEnsIdentity } = await import('./readEnsIdentity.js')
      const identity = await readEnsIdentity({ network, address })
      if (identity.name) identityCache.set(key, identity)
      return identity
    },
    async resolveAddress({ network, name }) {
      if (!getNamespace(network.chainNamespace).ens) return null
      const { resolveEnsAddress } = await import('./resolveEnsAddress.js')
      return resolveEnsAddress({ network, name })
    },
  }
}
