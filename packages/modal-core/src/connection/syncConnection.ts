import { getActiveChain } from '../chain/chainState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { getStoredConnectorIds, removeStoredConnectorId } from '../storage/connectorIds.js'
import { runInBackground } from '../utils/background.js'
import { logQuietly } from '../utils/log.js'
import { afterActiveChange } from './afterActiveChange.js'
import { applyActiveConnection } from './applyActiveConnection.js'
import { clearConnectedState } from './clearConnectedState.js'
import { connectionState } from './connectionState.js'
import { readWallet } from './readWallet.js'
import { upsertConnection } from './upsertConnection.js'
import { watchProvider } from './watchProvider.js'

/**
 * Start-up sync: every stored connector whose wallet still authorises the site (`eth_accounts` not
 * empty) is connected again without a prompt, status connecting then connected; the most recently
 * used one becomes current. Nothing authorised, or a failure, gives disconnected. Never throws.
 * Run it after `watchInjectedConnectors()` so the connectors exist.
 *
 * @example
 * initModal({ networks: [localDevChain] })
 * watchInjectedConnectors()
 * await syncConnection()
 */
export async function syncConnection(): Promise<void> {
  const ids = getStoredConnectorIds()
  if (ids.length === 0) {
    if (connectionState.connections.length === 0) connectionState.status = 'disconnected'
    return
  }
  connectionState.status = 'connecting'
  getActiveChain().accountState.status = 'connecting'
  for (const connectorId of ids) {
    const provider = getConnector(connectorId)?.provider
    if (!provider) continue
    try {
      const wallet = await readWallet(provider, 'eth_accounts')
      if (wallet.accounts.length === 0) {
        removeStoredConnectorId(connectorId)
        continue
      }
      upsertConnection({ connectorId, accounts: wallet.accounts, chainId: wallet.chainId, status: 'connected' })
      connectionState.activeConnectorId = connectorId
      watchProvider(connectorId, provider)
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
  applyActiveConnection()
  runInBackground(afterActiveChange(), 'AFTER_SYNC_FAILED')
}
