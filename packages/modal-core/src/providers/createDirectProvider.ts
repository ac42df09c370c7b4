import { getNamespace } from '../adapters/namespaces.js'
import { optionsState } from '../options/optionsState.js'
import { ensNameCache } from '../storage/caches.js'
import type { AccountDataProvider } from './types.js'

/**
 * Account data straight from the chain's RPC (no hosted service): the native balance and the
 * configured `tokens` list, `eth_gasPrice`, and primary ENS names where the network has a Universal
 * Resolver (cached 5 minutes). viem's RPC code loads on first use.
 *
 * @example
 * const provider = createDirectProvider()
 * await provider.getGasPrice({ network: localDevChain }) // 1875000000n
 */
export function createDirectProvider(): AccountDataProvider {
  return {
    kind: 'direct',
    async getTokenBalances({ network, address, wallet }) {
      const { readTokenBalances } = await import('../direct/readTokenBalances.js')
      return readTokenBalances({ network, address, tokens: optionsState.tokens[network.caipNetworkId] ?? [], wallet })
    },
    async getGasPrice({ network }) {
      const { readGasPrice } = await import('../direct/readGasPrice.js')
      return readGasPrice(network)
    },
    async getIdentity({ network, address }) {
      // Names come from ENS, which only some namespaces have (eip155).
      if (!getNamespace(network.chainNamespace).ens) return { name: null, avatar: null }
      const key = `${network.caipNetworkId}:${address}`
      const cached = ensNameCache.get(key)
      if (cached) return { name: cached, avatar: null }
      const { readEnsName } = await import('../direct/readEnsName.js')
      const name = await readEnsName({ network, address })
      if (name) ensNameCache.set(key, name)
      return { name, avatar: null }
    },
  }
}
