import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { optionsState } from '../options/optionsState.js'
import { resetView } from '../router/navigate.js'
import { resetTransactionStackState } from '../router/transactionStackState.js'
import { isSignInPending } from '../siwx/isSignInPending.js'
import { modalState, SHAKE_DURATION_MS } from '../modal/modalState.js'

let shakeTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Closes the modal. While sign-in is required and there is no session, closing is blocked: the modal
 * shakes for 500 ms and false is returned. In embedded mode the modal stays on the page and shows
 * Account when an address is connected, else Connect. Open transaction views are forgotten.
 *
 * @example
 * if (!closeModal()) announce('Please sign in first')
 */
export function closeModal(): boolean {
  if (modalState.open && isSignInPending()) {
    modalState.shake = true
    if (shakeTimer) clearTimeout(shakeTimer)
    shakeTimer = setTimeout(() => {
      modalState.shake = false
      shakeTimer = undefined
    }, SHAKE_DURATION_MS)
    return false
  }
  resetTransactionStackState()
  chainState.isSwitchingNamespace = false
  modalState.loading = false
  if (optionsState.embedded) {
    resetView(getActiveAccount().address ? 'Account' : 'Connect')
    return true
  }
  if (modalState.open)
    recordAnalyticsEvent({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: Boolean(getActiveAccount().address) },
    })
  modalState.open = false
  return true
}
