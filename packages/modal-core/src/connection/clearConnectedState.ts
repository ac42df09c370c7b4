import { chainState, initialAccountState } from '../chain/chainState.js'
import { resolveNetworkState } from '../chain/resolveNetworkState.js'
import { removeStoredConnectorId } from '../storage/connectorIds.js'
import { connectionState } from './connectionState.js'
import { clearAllSubscriptions } from './providerSubscriptions.js'

/**
 * The end of every disconnect: account and network of each namespace reset (in place, so subscribers
 * of nested objects keep working), stored connector ids removed, status disconnected.
 */
export function clearConnectedState({ keepStoredIds = false }: { keepStoredIds?: boolean } = {}): void {
  clearAllSubscriptions()
  for (const chain of Object.values(chainState.chains)) {
    if (!chain) continue
    Object.assign(chain.accountState, structuredClone(initialAccountState))
    Object.assign(chain.networkState, resolveNetworkState(chain.namespace))
  }
  connectionState.connections = []
  connectionState.activeConnectorId = undefined
  connectionState.status = 'disconnected'
  if (!keepStoredIds) removeStoredConnectorId()
}
