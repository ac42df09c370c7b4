import {
  closeModal,
  connect,
  connectionState,
  disconnect,
  DisconnectFailedError,
  modalState,
  optionsState,
  routerState,
  type Connector,
} from '@agentry/modal-core'

/**
 * Connects `connector` through core `connect({ connectorId })`. When no sign-in policy follows, the modal
 * closes, if the user is still on the view that started it.
 *
 * @example
 * readonly #connector = new ActionController(this, connectAndClose, (connector) => connector.id)
 */
export async function connectAndClose(connector: Connector): Promise<void> {
  const view = routerState.view
  await connect({ connectorId: connector.id })
  // With a sign-in policy the core decides what follows (SIWXSignMessage, or closing when a session
  // already exists); closing here first would flash the modal shut and open again.
  if (!optionsState.siwx && modalState.open && routerState.view === view) closeModal()
}

/**
 * Disconnects through core `disconnect()` and closes the modal when it worked. Core finishes a
 * disconnect even when a wallet's own teardown fails and keeps the wallets' words in
 * `connectionState.error`; then this rejects with `DisconnectFailedError` (the spec's 'Failed to
 * disconnect'), so the view shows it with those words, and the modal stays open.
 *
 * @example
 * readonly #disconnector = new ActionController(this, disconnectAndClose)
 */
export async function disconnectAndClose(): Promise<void> {
  await disconnect()
  if (connectionState.error) {
    const details = connectionState.errorParams?.details
    throw new DisconnectFailedError(details === undefined ? {} : { details: String(details) })
  }
  if (modalState.open) closeModal()
}
