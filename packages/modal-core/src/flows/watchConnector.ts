import type { Connector } from '../connectors/types.js'
import { runInBackground } from '../utils/background.js'
import { setSubscription } from '../connection/providerSubscriptions.js'
import { removeConnection } from './removeConnection.js'
import { updateConnection } from './updateConnection.js'
import { watchProvider } from './watchProvider.js'

/**
 * Follows a connected wallet's own changes: EIP-1193 events for eip155, the adapter's `watch` for
 * other namespaces (a wallet that has none is only read at connect and start-up).
 *
 * @example
 * watchConnector(connector)
 */
export function watchConnector(connector: Connector): void {
  if (connector.chain === 'eip155') {
    if (connector.provider) watchProvider(connector.id, connector.provider)
    return
  }
  const stop = connector.adapter?.watch?.({
    onAccountsChanged: (accounts) =>
      runInBackground(
        accounts.length
          ? updateConnection(connector.id, { accounts: accounts.map((account) => account.address) })
          : removeConnection(connector.id),
        'PROVIDER_EVENT_FAILED',
      ),
    onDisconnect: () => runInBackground(removeConnection(connector.id), 'PROVIDER_EVENT_FAILED'),
  })
  if (stop) setSubscription(connector.id, stop)
}
