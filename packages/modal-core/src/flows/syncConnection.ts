import { chainState, getActiveChain } from '../chain/chainState.js'
import { findNetwork } from '../chain/findNetwork.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getConnectorAdapter } from '../connectors/getConnectorAdapter.js'
import { getStoredConnectorIds, removeStoredConnectorId } from '../storage/connectorIds.js'
import { addConnectedNamespace } from '../storage/connectedNamespaces.js'
import { readStorage } from '../storage/storage.js'
import { runInBackground } from '../utils/background.js'
import { logQuietly } from '../utils/log.js'
import { WalletTimeoutError } from '../errors/walletErrors.js'
import { withTimeout } from '../utils/withTimeout.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from '../connection/applyActiveConnection.js'
import { clearConnectedState } from '../connection/clearConnectedState.js'
import { connectionState, getActiveConnection } from '../connection/connectionState.js'
import { readConnectorWallet } from '../connection/readConnectorWallet.js'
import { upsertConnection } from '../connection/upsertConnection.js'
import { watchConnector } from './watchConnector.js'

/** How long the start-up sync waits for one wallet's silent answer before it counts as failed. */
const SYNC_TIMEOUT_MS = 5_000

export type SyncConnectionParameters = {
  /** Milliseconds each stored wallet gets to answer its silent reconnect (default 5000). */
  timeout?: number
}

/**
 * Start-up sync: every stored connector whose wallet still authorises the site (its adapter's silent
 * reconnect: `eth_accounts` not empty for eip155) is connected again without a prompt, status connecting then connected; the most recently
 * used one of the stored active network's namespace becomes current (a user who was on Solana stays on
 * Solana), else the most recently used one. Nothing authorised, or a failure, gives disconnected. Never throws.
 * Run it after `watchInjectedConnectors()` so the connectors exist. Each wallet gets `timeout` ms
 * (default 5 s) to answer; one that does not is a failed sync for that wallet (`WalletTimeoutError`,
 * logged), so a hanging extension cannot keep the status at connecting.
 *
 * @example
 * initModal({ networks: [localDevChain] })
 * watchInjectedConnectors()
 * await syncConnection()
 */
export async function syncConnection({ timeout = SYNC_TIMEOUT_MS }: SyncConnectionParameters = {}): Promise<void> {
  const ids = getStoredConnectorIds()
  if (ids.length === 0) {
    if (connectionState.connections.length === 0) connectionState.status = 'disconnected'
    return
  }
  connectionState.status = 'connecting'
  getActiveChain().accountState.status = 'connecting'
  for (const connectorId of ids) {
    const connector = getConnector(connectorId)
    if (!connector || !getConnectorAdapter(connector)) continue
    try {
      const wallet = await withTimeout(
        readConnectorWallet(connector, { prompt: false }),
        timeout,
        () => new WalletTimeoutError({ method: 'eth_accounts', timeout }),
      )
      if (wallet.accounts.length === 0) {
        removeStoredConnectorId(connectorId)
        continue
      }
      upsertConnection({
        connectorId,
        namespace: connector.chain,
        accounts: wallet.accounts,
        chainId: wallet.chainId,
        status: 'connected',
      })
      connectionState.activeConnectorId = connectorId
      watchConnector(connector)
      addConnectedNamespace(connector.chain)
    } catch (error) {
      logQuietly('SYNC_CONNECTION_FAILED', error)
    }
  }
  if (connectionState.connections.length === 0) {
    // Ids of wallets that did not announce themselves (yet) are kept for the next start.
    clearConnectedState({ keepStoredIds: true })
    return
  }
  connectionState.status = 'connected'
  const storedId = readStorage('activeNetworkId', (value: unknown): value is string => typeof value === 'string')
  const storedNamespace = storedId ? findNetwork(storedId)?.chainNamespace : undefined
  const onStoredNamespace = connectionState.connections.findLast(
    (connection) => connection.namespace === storedNamespace,
  )
  if (onStoredNamespace) connectionState.activeConnectorId = onStoredNamespace.connectorId
  // Every namespace gets its wallet back; the most recently used one is current and active.
  for (const connection of connectionState.connections) applyActiveConnection(connection)
  const active = getActiveConnection()
  if (active) chainState.activeNamespace = active.namespace
  applyActiveConnection()
  runInBackground(afterActiveChange(), 'AFTER_SYNC_FAILED')
}
