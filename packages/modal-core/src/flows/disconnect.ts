import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import { getConnector } from '../connectors/connectorsState.js'
import { resetSendState } from '../send/sendState.js'
import { resetSwapState } from '../swap/swapState.js'
import { clearEmailLoginCache } from '../storage/emailLoginCache.js'
import { clearConnectedState } from '../connection/clearConnectedState.js'
import { connectionState } from '../connection/connectionState.js'
import { DisconnectFailedError } from '../errors/disconnectErrors.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'
import { clearSubscription } from '../connection/providerSubscriptions.js'
import { removeConnection, signOutOnDisconnect } from './removeConnection.js'

export type DisconnectParameters = {
  /** Disconnect only this connector; another connection then becomes current. */
  connectorId?: string
}

async function runConnectorDisconnect(connectorId: string): Promise<string | undefined> {
  try {
    await getConnector(connectorId)?.disconnect?.()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Disconnects. Without parameters, every connection (the spec's sequence): send form cleared, sign-out when configured,
 * each connector's own teardown, account and network state reset per namespace, stored connector ids
 * removed, status disconnected. Teardown errors do not stop it: their messages are joined with '; ',
 * logged and kept as a `DISCONNECT_FAILED` error in `connectionState` (the messages in its details). With `connectorId`, only that connection goes.
 *
 * @example
 * await disconnect()
 * connectionState.status // 'disconnected'
 */
export async function disconnect(parameters: DisconnectParameters = {}): Promise<void> {
  const { connectorId } = parameters
  if (connectorId !== undefined) {
    const failure = await runConnectorDisconnect(connectorId)
    await removeConnection(connectorId)
    Object.assign(connectionState, failure ? errorState(new DisconnectFailedError({ details: failure })) : NO_ERROR)
    if (failure) console.warn(`[@agentry/modal-core] Failed to disconnect: ${failure}`)
    recordDisconnect(failure, connectorId)
    return
  }
  resetSendState()
  resetSwapState()
  // Spec section 4: the email login cache goes with the session.
  clearEmailLoginCache()
  await signOutOnDisconnect()
  const ids = connectionState.connections.map((connection) => connection.connectorId)
  const failures: string[] = []
  for (const id of ids) {
    clearSubscription(id)
    const failure = await runConnectorDisconnect(id)
    if (failure) failures.push(failure)
  }
  clearConnectedState()
  Object.assign(
    connectionState,
    failures.length ? errorState(new DisconnectFailedError({ details: failures.join('; ') })) : NO_ERROR,
  )
  if (failures.length) console.warn(`[@agentry/modal-core] Failed to disconnect: ${failures.join('; ')}`)
  recordDisconnect(failures.length ? failures.join('; ') : undefined)
}

/** Spec section 4: a disconnect records a success or an error event. */
function recordDisconnect(failure: string | undefined, connectorId?: string): void {
  const properties = connectorId === undefined ? {} : { connectorId }
  recordAnalyticsEvent(
    failure
      ? { type: 'track', event: 'DISCONNECT_ERROR', properties: { ...properties, message: failure } }
      : { type: 'track', event: 'DISCONNECT_SUCCESS', properties },
  )
}
