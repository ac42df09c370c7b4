import { syncConnection as syncStoredConnectors, type SyncConnectionParameters } from './flows/syncConnection.js'
import { optionsState } from './options/optionsState.js'
import { getStoredConnectorIds } from './storage/connectorIds.js'
import { logQuietly } from './utils/log.js'

/**
 * The embedded wallet's connector id (the frame feature's EMBEDDED_WALLET_CONNECTOR_ID; spelled out here so
 * the first load imports nothing of the frame feature).
 */
const EMBEDDED_WALLET_CONNECTOR_ID = 'embedded-wallet'

/**
 * Start-up sync (see `flows/syncConnection.ts`): every stored wallet that still authorises the site is
 * connected again without a prompt. The embedded wallet (email and social login) is one of them: its
 * connector exists only once its frame code has loaded, so when it is among the stored wallets and the app
 * can offer it (`embeddedWallet.hostUrl` or a project id), its frame is mounted first (loaded on demand)
 * and asked, like any wallet, whether its session still holds the account. Never throws.
 *
 * @example
 * initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: 'http://localhost:3001' } })
 * watchInjectedConnectors()
 * await syncConnection()
 */
export async function syncConnection(parameters: SyncConnectionParameters = {}): Promise<void> {
  const { embeddedWallet, projectId } = optionsState
  if (
    getStoredConnectorIds().includes(EMBEDDED_WALLET_CONNECTOR_ID) &&
    (embeddedWallet || projectId) &&
    typeof document !== 'undefined'
  ) {
    try {
      // The frame feature's own entry, which the login views load too: one chunk for both, not a split of it.
      const { restoreEmbeddedWallet } = await import('./frame/index.js')
      restoreEmbeddedWallet()
    } catch (error) {
      logQuietly('EMBEDDED_RESTORE_FAILED', error)
    }
  }
  await syncStoredConnectors(parameters)
}
