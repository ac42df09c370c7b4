import { getNamespace } from '../adapters/namespaces.js'
import { identityCache } from '../storage/caches.js'
import type { NamesSource } from './namesSource.js'
import { readEnsIdentity } from './readEnsIdentity.js'
import { resolveEnsAddress } from './resolveEnsAddress.js'

/**
 * Names from the chain itself (no hosted service): ENS through the network's Universal Resolver, where
 * the namespace has ENS (eip155) and the network has a resolver; identities cached 5 minutes per network
 * and address. It loads with the account features; the ENSIP-15 normaliser it uses loads only when a
 * name is read or typed.
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
      const identity = await readEnsIdentity({ network, address })
      if (identity.name) identityCache.set(key, identity)
      return identity
    },
    async resolveAddress({ network, name }) {
      if (!getNamespace(network.chainNamespace).ens) return null
      return resolveEnsAddress({ network, name })
    },
  }
}
