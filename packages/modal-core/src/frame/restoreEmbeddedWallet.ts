import { getConnector } from '../connectors/connectorsState.js'
import { addEmbeddedWalletConnector, EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnector.js'
import { getEmbeddedWallet } from './embeddedWalletSession.js'

/**
 * For the start-up sync: registers the embedded wallet's connector, mounting its frame, when the app can
 * offer it and none is registered yet, so that the sync asks the frame (IS_CONNECTED, then GET_USER)
 * whether the host's session still holds the account, as it asks a browser wallet for `eth_accounts`.
 * A page reload (the site's own, after its sign-in) then finds the same account connected, with no new
 * login.
 *
 * @returns true when the connector is there for the sync
 * @example
 * restoreEmbeddedWallet()
 * await syncConnection()
 */
export function restoreEmbeddedWallet(): boolean {
  if (getConnector(EMBEDDED_WALLET_CONNECTOR_ID)) return true
  const wallet = getEmbeddedWallet()
  if (!wallet) return false
  addEmbeddedWalletConnector(wallet)
  return true
}
