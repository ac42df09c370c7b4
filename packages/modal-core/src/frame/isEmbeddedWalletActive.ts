import { connectionState } from '../connection/connectionState.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnectorId.js'

/**
 * Whether the active account is the embedded wallet's (email, social or passkey login): the one account
 * whose recovery phrase the modal can ask its frame to show.
 *
 * @example
 * if (isEmbeddedWalletActive()) showExportButton()
 */
export function isEmbeddedWalletActive(): boolean {
  return connectionState.activeConnectorId === EMBEDDED_WALLET_CONNECTOR_ID
}
