import { getNamespace } from '../adapters/namespaces.js'
import { resetNamespaceState } from '../chain/resetNamespaceState.js'
import { optionsState } from '../options/optionsState.js'
import { signOut } from '../siwx/signOut.js'
import { removeStoredConnectorId } from '../storage/connectorIds.js'
import { removeConnectedNamespace } from '../storage/connectedNamespaces.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from '../connection/applyActiveConnection.js'
import { clearConnectedState } from '../connection/clearConnectedState.js'
import { connectionState } from '../connection/connectionState.js'
import { clearSubscription } from '../connection/providerSubscriptions.js'

/** Signs out when disconnecting ends the session (`signOutOnDisconnect`, on by default). */
export async function signOutOnDisconnect(): Promise<void> {
  // Not only when a session was read: a disconnect right after page load (or after a failed session
  // read) must still end the server session.
  if (optionsState.siwx?.signOutOnDisconnect) await signOut()
}

/**
 * Drops one connection (a wallet locked, disconnected, or the user disconnected it). When others remain
 * the most recent becomes current, and a namespace left without a connection is reset (losing the last
 * wallet of the sign-in namespace, eip155, also ends the sign-in session); otherwise everything ends disconnected.
 */
export async function removeConnection(connectorId: string): Promise<void> {
  clearSubscription(connectorId)
  removeStoredConnectorId(connectorId)
  const index = connectionState.connections.findIndex((connection) => connection.connectorId === connectorId)
  if (index === -1) return
  const [removed] = connectionState.connections.splice(index, 1)
  const next = connectionState.connections[connectionState.connections.length - 1]
  if (!next || !removed) {
    await signOutOnDisconnect()
    clearConnectedState()
    return
  }
  if (!connectionState.connections.some((connection) => connection.namespace === removed.namespace)) {
    if (getNamespace(removed.namespace).signIn) await signOutOnDisconnect()
    resetNamespaceState(removed.namespace)
    removeConnectedNamespace(removed.namespace)
  }
  if (connectionState.activeConnectorId !== connectorId) return
  connectionState.activeConnectorId = next.connectorId
  applyActiveConnection()
  await afterActiveChange()
}
