import { onServerMessage } from '../errors/serverMessages.js'
import { alertFromServerMessage } from './alertFromServerMessage.js'
import { showAlert } from './showAlert.js'
import { showAlertOnce } from './showAlertOnce.js'

let stop: (() => void) | undefined

/**
 * Turns the services' known error texts into the spec's alerts (section 8): 'Unauthorized: origin not
 * allowed' is Invalid App Configuration, 'JWT validation error: JWT Token is not yet valid' is Session
 * Expired, 'Unauthorized: invalid key' is Invalid Project ID. Alerts about the app's setup are for its
 * developer: they show once, in debug mode only; Session Expired is the user's to fix and always shows.
 * Idempotent; `initModal` starts it.
 *
 * @example
 * watchServerMessages()
 */
export function watchServerMessages(): void {
  stop ??= onServerMessage((message) => {
    const alert = alertFromServerMessage(message)
    if (!alert) return
    if (alert.audience === 'developer') showAlertOnce(alert)
    else showAlert(alert)
  })
}

/** Stops turning server messages into alerts (part of resetting the state in tests). */
export function unwatchServerMessages(): void {
  stop?.()
  stop = undefined
}
