import type { CaipAddress, CaipNetwork } from '../caip/types.js'
import { getActiveChain } from '../chain/chainState.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import type { Eip1193Provider } from '../adapters/types.js'
import { AdapterNotFoundError } from '../errors/adapterErrors.js'
import { SwapNetworkNotSupportedError } from '../errors/swapErrors.js'
import { getNamespace } from '../adapters/namespaces.js'

export type SwapAccount = {
  network: CaipNetwork
  address: `0x${string}`
  caipAddress: CaipAddress
  provider: Eip1193Provider
}

/**
 * The connected eip155 account, its network and wallet provider, which swaps act through (internal).
 *
 * @throws AdapterNotFoundError | SwapNetworkNotSupportedError
 * @example
 * const { caipAddress, provider } = getSwapAccount()
 */
export function getSwapAccount(): SwapAccount {
  const { accountState, networkState } = getActiveChain()
  const network = networkState.caipNetwork
  if (!network || !getNamespace(network.chainNamespace).swaps)
    throw new SwapNetworkNotSupportedError({ caipNetworkId: network?.caipNetworkId })
  const connection = getNamespaceConnection(network.chainNamespace)
  const provider = connection && getConnector(connection.connectorId)?.provider
  if (!provider || !accountState.address) throw new AdapterNotFoundError({ namespace: network.chainNamespace })
  return {
    network,
    address: accountState.address as `0x${string}`,
    caipAddress: `${network.caipNetworkId}:${accountState.address}`,
    provider,
  }
}
