import type { CaipNetwork, ChainNamespace } from '../caip/types.js'
import { optionsState } from '../options/optionsState.js'
import { readStorage } from '../storage/storage.js'
import { DEFAULT_NAMESPACE, initialNetworkState, type NetworkState } from './chainState.js'

const isString = (value: unknown): value is string => typeof value === 'string'

/** The configured networks of one namespace, in configuration order. */
export function getNamespaceNetworks(namespace: ChainNamespace): CaipNetwork[] {
  return optionsState.networks.filter((network) => network.chainNamespace === namespace)
}

/**
 * The network state of a namespace before any wallet of it is connected: the stored active network
 * when it is a configured network of this namespace, else `defaultNetwork` when it belongs to it,
 * else the namespace's first network.
 *
 * @example
 * Object.assign(chainState.chains.solana!.networkState, resolveNetworkState('solana'))
 */
export function resolveNetworkState(namespace: ChainNamespace): NetworkState {
  const networks = getNamespaceNetworks(namespace)
  const storedId = readStorage('activeNetworkId', isString)
  const defaultNetwork =
    optionsState.defaultNetwork?.chainNamespace === namespace ? optionsState.defaultNetwork : undefined
  const caipNetwork =
    networks.find((network) => network.caipNetworkId === storedId) ??
    (defaultNetwork &&
      (networks.find((network) => network.caipNetworkId === defaultNetwork.caipNetworkId) ?? defaultNetwork)) ??
    networks[0]
  return {
    ...structuredClone(initialNetworkState),
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    requestedNetworkIds: networks.map((network) => network.caipNetworkId),
  }
}

/**
 * The namespace that starts active: the stored active network's, else `defaultNetwork`'s, else the
 * first configured network's.
 *
 * @example
 * chainState.activeNamespace = resolveActiveNamespace()
 */
export function resolveActiveNamespace(): ChainNamespace {
  const storedId = readStorage('activeNetworkId', isString)
  const stored = optionsState.networks.find((network) => network.caipNetworkId === storedId)
  return (stored ?? optionsState.defaultNetwork ?? optionsState.networks[0])?.chainNamespace ?? DEFAULT_NAMESPACE
}
