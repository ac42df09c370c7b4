import type { ChainNamespace } from '../caip/types.js'
import { chainState } from '../chain/chainState.js'
import { resetNamespaceState } from '../chain/resetNamespaceState.js'
import { removeStoredConnectorId } from '../storage/connectorIds.js'
import { removeConnectedNamespace } from '../storage/connectedNamespaces.js'
import { connectionState } from './connectionState.js'
import { clearAllSubscriptions } from './providerSubscriptions.js'

/**
 * The end of every disconnect: account and network of each namespace reset (in place, so subscribers
 * of nested objects keep working), stored connector ids removed, status disconnected.
 */
export function clearConnectedState({ keepStoredIds = false }: { keepStoredIds?: boolean } = {}): void {
  clearAllSubscriptions()
  for (const namespace of Object.keys(chainState.chains) as ChainNamespace[]) resetNamespaceState(namespace)
  connectionState.connections = []
  connectionState.activeConnectorId = undefined
  connectionState.status = 'disconnected'
  if (!keepStoredIds) {
    removeStoredConnectorId()
    removeConnectedNamespace()
  }
}
