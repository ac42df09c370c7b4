import { connectionState } from '../connection/connectionState.js'

/** The connector id of WalletConnect (its eip155 side; the Solana side is `walletConnectSolana`). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/**
 * Whether the WalletConnect session's eip155 side is connected: the Solana side then ends only itself,
 * and a session that gains solana accounts connects them beside it.
 *
 * @example
 * if (!isWalletConnectEvmConnected()) await getConnector(WALLET_CONNECT_CONNECTOR_ID)?.disconnect?.()
 */
export function isWalletConnectEvmConnected(): boolean {
  return connectionState.connections.some((connection) => connection.connectorId === WALLET_CONNECT_CONNECTOR_ID)
}
