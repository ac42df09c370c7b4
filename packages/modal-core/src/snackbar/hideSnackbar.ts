import { snackbarSchedule, snackbarState } from './snackbarState.js'

/**
 * Closes the snackbar now and drops a message waiting to replace it. The text stays for the closing
 * animation.
 *
 * @example
 * showLoading('Sending…'); await send(); hideSnackbar()
 */
export function hideSnackbar(): void {
  clearTimeout(snackbarSchedule.swapTimer)
  clearTimeout(snackbarSchedule.hideTimer)
  Object.assign(snackbarSchedule, { pending: undefined, swapTimer: undefined, hideTimer: undefined })
  snackbarState.open = false
}
