import { optionsState } from '../options/optionsState.js'
import { readStorage } from '../storage/storage.js'
import { initialNetworkState, type NetworkState } from './chainState.js'
import { findNetwork } from './findNetwork.js'

const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * The network state before any wallet is connected: the stored active network when it is still
 * configured, else `defaultNetwork`, else the first network.
 */
export function resolveNetworkState(): NetworkState {
  const storedId = readStorage('activeNetworkId', isString)
  const caipNetwork =
    (storedId ? findNetwork(storedId) : undefined) ?? optionsState.defaultNetwork ?? optionsState.networks[0]
  return {
    ...structuredClone(initialNetworkState),
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    requestedNetworkIds: optionsState.networks.map((network) => network.caipNetworkId),
  }
}
