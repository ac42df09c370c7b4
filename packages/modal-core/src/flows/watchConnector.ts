import { toNamespaceChainId } from '../adapters/namespaces.js'
import { getConnectorAdapter } from '../connectors/getConnectorAdapter.js'
import type { Connector } from '../connectors/types.js'
import { parseCaipNetworkId } from '../networks/parseCaipNetworkId.js'
import { runInBackground } from '../utils/background.js'
import { setSubscription } from '../connection/providerSubscriptions.js'
import { removeConnection } from './removeConnection.js'
import { updateConnection } from './updateConnection.js'

const quietly = (promise: Promise<void>) => runInBackground(promise, 'PROVIDER_EVENT_FAILED')

/**
 * Follows a connected wallet's own changes through its adapter's `watch` (for eip155 the EIP-1193
 * events accountsChanged, chainChanged and disconnect): an empty account list or a disconnect removes
 * the connection. A wallet without `watch` is only read at connect and start-up.
 *
 * @example
 * watchConnector(connector)
 */
export function watchConnector(connector: Connector): void {
  const stop = getConnectorAdapter(connector)?.watch?.({
    onAccountsChanged: (accounts) =>
      quietly(
        accounts.length
          ? updateConnection(connector.id, { accounts: accounts.map((account) => account.address) })
          : removeConnection(connector.id),
      ),
    onDisconnect: () => quietly(removeConnection(connector.id)),
    onNetworkChanged: (caipNetworkId) =>
      quietly(
        updateConnection(connector.id, {
          chainId: toNamespaceChainId(connector.chain, parseCaipNetworkId(caipNetworkId).chainId),
        }),
      ),
  })
  if (stop) setSubscription(connector.id, stop)
}
