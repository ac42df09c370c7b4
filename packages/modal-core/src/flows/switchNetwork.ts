import { getNamespace, toNamespaceChainId } from '../adapters/namespaces.js'
import { ALERTS } from '../alerts/alerts.js'
import type { CaipNetwork } from '../caip/types.js'
import { showAlert } from '../alerts/showAlert.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { updateConnection } from './updateConnection.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getConnectorAdapter } from '../connectors/getConnectorAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { ChainSwitchNotSupportedError, NetworkNotFoundError } from '../errors/networkErrors.js'
import { toProviderError } from '../errors/toProviderError.js'
import { writeStorage } from '../storage/storage.js'
import { assertNetworkAllowed } from '../chain/assertNetworkAllowed.js'
import { chainState, getActiveChain } from '../chain/chainState.js'
import { findNetwork } from '../chain/findNetwork.js'
import { switchNamespace } from './switchNamespace.js'

/**
 * Makes `network` the active network. A network of another namespace only becomes active in state
 * (`switchNamespace`: no wallet is asked, the send form resets). Within the namespace, connected, the
 * wallet is asked through its adapter's `switchNetwork` — for eip155 `wallet_switchEthereumChain` — only for a network it approved unless it can
 * switch freely — and when it does not know the chain (4902, 5000, -32603) the chain is added with
 * `wallet_addEthereumChain` and the switch retried. Not connected, only the state changes. The choice is
 * remembered in storage. An unknown network shows the 'Network Not Found' alert and throws.
 *
 * @throws NetworkNotFoundError | RpcCallNotAllowedError | UserRejectedError | ChainNotSupportedError | ChainSwitchNotSupportedError
 * @example
 * await switchNetwork(ethereumMainnet)
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const target = findNetwork(network.caipNetworkId)
  if (!target) {
    // Spec section 5: switching to an unknown network raises the 'Network Not Found' alert.
    showAlert(ALERTS.networkNotFound)
    throw new NetworkNotFoundError({ id: network.caipNetworkId })
  }
  if (target.chainNamespace !== chainState.activeNamespace) return await switchNamespace(target)
  chainState.isSwitchingNamespace = false
  const connection = getNamespaceConnection(target.chainNamespace)
  if (!connection) {
    const { networkState } = getActiveChain()
    networkState.caipNetwork = target
    networkState.caipNetworkId = target.caipNetworkId
    writeStorage('activeNetworkId', target.caipNetworkId)
    return
  }
  assertNetworkAllowed(target.caipNetworkId)
  const connector = getConnector(connection.connectorId)
  const adapter = connector && getConnectorAdapter(connector)
  if (!adapter) {
    // A namespace whose wallets are providers cannot switch without one; any other misses its adapter.
    if (getNamespace(target.chainNamespace).adapterFromProvider) throw new ChainSwitchNotSupportedError()
    throw new ChainAdapterNotFoundError({
      namespace: target.chainNamespace,
      details: `connector ${connection.connectorId}`,
    })
  }
  try {
    // eip155 asks the wallet to switch (adding the chain when it does not know it); Solana only checks
    // the wallet supports the network.
    await adapter.switchNetwork({ network: target })
  } catch (error) {
    throw toProviderError(error, 'switchNetwork', 'switchChain')
  }
  writeStorage('activeNetworkId', target.caipNetworkId)
  // Wallets usually emit chainChanged; applying here too covers those that do not (a no-op otherwise).
  await updateConnection(connection.connectorId, {
    chainId: toNamespaceChainId(target.chainNamespace, String(target.id)),
  })
}
