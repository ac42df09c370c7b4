import { resetActivityState } from './activity/activityState.js'
import { resetNftsState } from './nfts/nftsState.js'
import { resetAlertState } from './alerts/alertState.js'
import { resetChainState } from './chain/chainState.js'
import { resetConnectionState } from './connection/connectionState.js'
import { clearAllSubscriptions } from './connection/providerSubscriptions.js'
import { resetConnectorsState } from './connectors/connectorsState.js'
import { resetModalState } from './modal/modalState.js'
import { resetOnrampState } from './onramp/onrampState.js'
import { resetOptionsState } from './options/optionsState.js'
import { resetRouterState } from './router/routerState.js'
import { resetTransactionStackState } from './router/transactionStackState.js'
import { resetPendingRequestsState } from './rpc/pendingRequestsState.js'
import { resetSendState } from './send/sendState.js'
import { resetSwapState } from './swap/swapState.js'
import { resetNamesState } from './names/namesState.js'
import { resetFrameState } from './frame/frameState.js'
import { resetWalletDirectoryState } from './walletDirectory/walletDirectoryState.js'
import { resetAnalyticsConfig } from './analytics/sendAnalyticsEvent.js'
import { clearCacheMemory } from './storage/createTtlCache.js'
import { stopSiwxRefresh } from './siwx/siwxRefresh.js'
import { resetSiwxState } from './siwx/siwxState.js'
import { resetSnackbarState } from './snackbar/snackbarState.js'
import { resetQuietLog } from './utils/log.js'
import { sentTransactions } from './transactions/sentTransactions.js'

/**
 * Puts every store back to its initial state, stops the sign-in refetch, provider listeners and
 * snackbar timers, and forgets which quiet logs and once-only alerts were already shown.
 * Browser storage is left alone.
 *
 * @example
 * afterEach(() => resetAllState())
 */
export function resetAllState(): void {
  stopSiwxRefresh()
  clearAllSubscriptions()
  resetOptionsState()
  resetChainState()
  resetConnectionState()
  resetConnectorsState()
  resetModalState()
  resetRouterState()
  resetTransactionStackState()
  resetPendingRequestsState()
  resetSiwxState()
  resetSendState()
  sentTransactions.length = 0
  resetSwapState()
  resetNamesState()
  resetFrameState()
  resetWalletDirectoryState()
  resetAnalyticsConfig()
  resetOnrampState()
  resetActivityState()
  resetNftsState()
  resetAlertState()
  resetSnackbarState()
  clearCacheMemory()
  resetQuietLog()
}
