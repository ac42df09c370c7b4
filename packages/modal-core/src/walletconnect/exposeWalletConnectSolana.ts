import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { applyActiveConnection } from '../connection/applyActiveConnection.js'
import { connectionState } from '../connection/connectionState.js'
import { readConnectorWallet } from '../connection/readConnectorWallet.js'
import { upsertConnection } from '../connection/upsertConnection.js'
import { watchConnector } from '../flows/watchConnector.js'
import { addConnector, getConnector, removeConnector } from '../connectors/connectorsState.js'
import type { Connector } from '../connectors/types.js'
import { addStoredConnectorId } from '../storage/connectorIds.js'
import { addConnectedNamespace } from '../storage/connectedNamespaces.js'
import {
  createWalletConnectSolanaWallet,
  walletConnectSolanaAccounts,
  type WalletConnectSolanaWallet,
} from './createWalletConnectSolanaWallet.js'
import { getNamespaceNetworks } from '../chain/resolveNetworkState.js'
import { isWalletConnectEvmConnected, WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.js'

/** The connector id of a WalletConnect session's Solana side. */
export const WALLET_CONNECT_SOLANA_CONNECTOR_ID = 'walletConnectSolana'

/** The configured solana networks as CAIP-2 ids. */
export const configuredSolanaChains = (): string[] =>
  getNamespaceNetworks('solana').map((network) => network.caipNetworkId)

export type ExposeWalletConnectSolanaParameters = {
  client: SignClient
  session: SessionStruct
  /** Connect the Solana side now, beside the active connection (a connected session that gained solana accounts). */
  connect: boolean
}

/**
 * Hands a session's solana accounts to the Solana adapter: the `walletConnectSolana` connector (chain
 * solana, its adapter over `createWalletConnectSolanaWallet`) is registered; `connect()` through the
 * `walletConnect` connector then connects it with the EVM side (see `setUpWalletConnect`), and the
 * start-up sync restores it. With `connect`, for a session that gained solana accounts while its EVM
 * side is connected, it is connected here, beside the active connection without replacing it. A
 * session without solana accounts removes the connector. The Solana adapter loads only when a session
 * holds solana accounts.
 *
 * @example
 * const wallet = await exposeWalletConnectSolana({ client, session, connect: false })
 */
export async function exposeWalletConnectSolana({
  client,
  session,
  connect,
}: ExposeWalletConnectSolanaParameters): Promise<WalletConnectSolanaWallet | undefined> {
  if (walletConnectSolanaAccounts(session).length === 0) {
    removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
    return undefined
  }
  const wallet = createWalletConnectSolanaWallet({ client, topic: session.topic })
  const { createSolanaAdapter } = await import('../adapters/solana/createSolanaAdapter.js')
  const icon = session.peer.metadata.icons[0]
  const connector: Connector = {
    id: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    name: session.peer.metadata.name || 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
    ...(icon ? { imageUrl: icon } : {}),
    adapter: createSolanaAdapter({ wallet }),
    // The session also serves the EVM connection: disconnecting Solana alone ends it (through the
    // WalletConnect connector, which owns it) only when that one is gone.
    disconnect: async () => {
      if (!isWalletConnectEvmConnected()) await getConnector(WALLET_CONNECT_CONNECTOR_ID)?.disconnect?.()
    },
  }
  addConnector(connector)
  if (!connect) return wallet
  const { accounts, chainId } = await readConnectorWallet(connector, { prompt: false })
  if (accounts.length === 0) return wallet
  const connection = {
    connectorId: connector.id,
    namespace: 'solana' as const,
    accounts,
    chainId,
    status: 'connected' as const,
  }
  upsertConnection(connection)
  addStoredConnectorId(connector.id)
  // The start-up sync makes the last stored connector current: the active one stays last.
  if (connectionState.activeConnectorId) addStoredConnectorId(connectionState.activeConnectorId)
  addConnectedNamespace('solana')
  watchConnector(connector)
  applyActiveConnection(connection)
  return wallet
}
