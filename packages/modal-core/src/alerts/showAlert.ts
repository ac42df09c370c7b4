import type { Alert } from './alerts.js'
import { alertState } from './alertState.js'

/**
 * Opens the alert bar with a catalogue alert, replacing the one shown.
 *
 * @example
 * showAlert(ALERTS.sessionExpired)
 */
export function showAlert(alert: Alert): void {
  Object.assign(alertState, {
    message: alert.shortMessage,
    longMessage: alert.longMessage,
    code: alert.code,
    variant: alert.severity,
    open: true,
  })
}
