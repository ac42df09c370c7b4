import type { CaipNetworkId } from '../caip/types.js'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../errors/networkErrors.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'
import { optionsState } from '../options/optionsState.js'
import { chainState } from '../chain/chainState.js'
import { findNetwork } from '../chain/findNetwork.js'
import { getNamespaceNetworks } from '../chain/resolveNetworkState.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Removes a configured network (spec sections 4 and 5). When it was its namespace's current network,
 * the first remaining network of that namespace takes its place — through the wallet when one is
 * connected on the active namespace. If the wallet refuses, it sits on a network the app no longer
 * offers: the state says so and UnsupportedChain opens, then the wallet's error is thrown.
 *
 * @throws NetworkNotFoundError ('Network with ID … not found') | LastNetworkRemovalError ('Cannot remove last network for a namespace') | the switch's errors.
 * @example
 * await removeNetwork('eip155:1337')
 */
export async function removeNetwork(id: CaipNetworkId): Promise<void> {
  const network = findNetwork(id)
  if (!network) throw new NetworkNotFoundError({ id })
  const namespace = network.chainNamespace
  const remaining = getNamespaceNetworks(namespace).filter((other) => other.caipNetworkId !== network.caipNetworkId)
  const first = remaining[0]
  if (!first) throw new LastNetworkRemovalError()
  optionsState.networks = optionsState.networks.filter((other) => other.caipNetworkId !== network.caipNetworkId)
  if (optionsState.defaultNetwork?.caipNetworkId === network.caipNetworkId) optionsState.defaultNetwork = undefined
  const chain = chainState.chains[namespace]
  if (!chain) return
  const { networkState, accountState } = chain
  networkState.requestedNetworkIds = remaining.map((other) => other.caipNetworkId)
  networkState.approvedNetworkIds = networkState.approvedNetworkIds.filter(
    (approved) => approved !== network.caipNetworkId,
  )
  if (networkState.caipNetworkId !== network.caipNetworkId) return
  if (!accountState.address || chainState.activeNamespace !== namespace) {
    networkState.caipNetwork = first
    networkState.caipNetworkId = first.caipNetworkId
    return
  }
  try {
    await switchNetwork(first)
  } catch (error) {
    networkState.caipNetwork = undefined
    await showUnsupportedChain()
    throw error
  }
}
