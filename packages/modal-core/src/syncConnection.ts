import { syncConnection as syncStoredConnectors, type SyncConnectionParameters } from './flows/syncConnection.js'
import { optionsState } from './options/optionsState.js'
import { getStoredConnectorIds } from './storage/connectorIds.js'
import { logQuietly } from './utils/log.js'

/**
 * The embedded wallet's connector id (the frame feature's EMBEDDED_WALLET_CONNECTOR_ID; spelled out here so
 * the first load imports nothing of the frame feature).
 */
const EMBEDDED_WALLET_CONNECTOR_ID = 'embedded-wallet'

let restoreEmbeddedWallet: (() => Promise<unknown>) | undefined

/**
 * Says how to load the embedded wallet for the start-up sync: `restore` loads the frame feature and
 * registers its connector (`restoreEmbeddedWallet` of `@agentry/modal-core/frame`). modal-ui sets it, loading
 * the chunk its login views live in, so the frame code is not split into a chunk of its own; an app without
 * modal-ui passes `() => import('@agentry/modal-core/frame').then((frame) => frame.restoreEmbeddedWallet())`.
 *
 * @example
 * setEmbeddedWalletRestorer(() => import('@agentry/modal-core/frame').then((frame) => frame.restoreEmbeddedWallet()))
 */
export function setEmbeddedWalletRestorer(restore: () => Promise<unknown>): void {
  restoreEmbeddedWallet = restore
}

/**
 * Start-up sync (see `flows/syncConnection.ts`): every stored wallet that still authorises the site is
 * connected again without a prompt. The embedded wallet (email and social login) is one of them: its
 * connector exists only once its frame code has loaded, so when it is among the stored wallets and the app
 * can offer it (`embeddedWallet.hostUrl` or a project id), the restorer (`setEmbeddedWalletRestorer`; modal-ui
 * sets it) mounts its frame first and registers its connector, and the sync asks it, like any wallet,
 * whether its session still holds the account. Never throws.
 *
 * @example
 * initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: 'http://localhost:3001' } })
 * watchInjectedConnectors()
 * await syncConnection()
 */
export async function syncConnection(parameters: SyncConnectionParameters = {}): Promise<void> {
  const { embeddedWallet, projectId } = optionsState
  if (
    restoreEmbeddedWallet &&
    getStoredConnectorIds().includes(EMBEDDED_WALLET_CONNECTOR_ID) &&
    (embeddedWallet || projectId) &&
    typeof document !== 'undefined'
  ) {
    try {
      await restoreEmbeddedWallet()
    } catch (error) {
      logQuietly('EMBEDDED_RESTORE_FAILED', error)
    }
  }
  await syncStoredConnectors(parameters)
}
