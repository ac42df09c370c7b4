import type { CaipNetwork, ChainNamespace } from '../caip/types.js'

export type DefineNetworkParameters = Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  chainNamespace?: ChainNamespace
}

/**
 * Builds a `CaipNetwork`, deriving `caipNetworkId` from the namespace (eip155 by default) and id.
 *
 * @example
 * const base = defineNetwork({
 *   id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
 * })
 * base.caipNetworkId // 'eip155:8453'
 */
export function defineNetwork(parameters: DefineNetworkParameters): CaipNetwork {
  const chainNamespace = parameters.chainNamespace ?? 'eip155'
  return { ...parameters, chainNamespace, caipNetworkId: `${chainNamespace}:${parameters.id}` }
}
