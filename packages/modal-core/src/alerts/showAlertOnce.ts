import { optionsState } from '../options/optionsState.js'
import type { Alert } from './alerts.js'
import { shownOnceAlertCodes } from './alertState.js'
import { showAlert } from './showAlert.js'

export type ShowAlertOnceParameters = {
  /** Show it only in debug mode. Default: the `debug` option of `initModal`. */
  debug?: boolean | undefined
}

/**
 * Shows an alert meant for the app's developer: only in debug mode, and only once per page (for
 * example 'Invalid App Configuration' after the analytics service answers 403 on every event).
 * Returns whether it was shown.
 *
 * @example
 * if (response.status === 403) showAlertOnce(ALERTS.invalidAppConfiguration)
 */
export function showAlertOnce(alert: Alert, { debug = optionsState.debug }: ShowAlertOnceParameters = {}): boolean {
  if (!debug || shownOnceAlertCodes.has(alert.code)) return false
  shownOnceAlertCodes.add(alert.code)
  showAlert(alert)
  return true
}
