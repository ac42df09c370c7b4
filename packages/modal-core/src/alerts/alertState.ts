import { createStore } from '../utils/createStore.js'
import type { AlertCode, AlertSeverity } from './alerts.js'

/** The alert bar: the alert shown last, and whether it is open. */
export type AlertState = {
  /** The alert's short message (its name in the specification). */
  message: string | undefined
  /** The sentence or two that explains it. */
  longMessage: string | undefined
  code: AlertCode | undefined
  variant: AlertSeverity
  open: boolean
}

const store = /* @__PURE__ */ createStore<AlertState>({
  message: undefined,
  longMessage: undefined,
  code: undefined,
  variant: 'info',
  open: false,
})

/** Codes that `showAlertOnce` already showed on this page. */
export const shownOnceAlertCodes: Set<AlertCode> = new Set()

/**
 * The alert bar's state. `closeAlert` only clears `open`, so the bar can animate out with its text.
 *
 * @example
 * import { subscribe } from 'valtio/vanilla'
 * subscribe(alertState, () => alertState.open && console.info(alertState.message))
 */
export const alertState: AlertState = store.state

/**
 * Restores the initial alert state and forgets which alerts were shown once.
 *
 * @example
 * afterEach(() => resetAlertState())
 */
export function resetAlertState(): void {
  store.reset()
  shownOnceAlertCodes.clear()
}
