import { alertState } from './alertState.js'

/**
 * Closes the alert bar. The message stays, so the bar can animate out with its text.
 *
 * @example
 * closeAlert()
 */
export function closeAlert(): void {
  alertState.open = false
}
