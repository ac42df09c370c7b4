import type { ErrorParams, MessageCode } from '../errors/errorCodes.js'
import { createStore } from '../utils/createStore.js'

export type SnackbarVariant = 'success' | 'error' | 'loading' | 'info'

/** An icon shown instead of the variant's own: a name from the UI's icon set and an optional colour. */
export type SnackbarSvg = { icon: string; color?: string }

/** The toast at the bottom of the modal. */
export type SnackbarState = {
  message: string
  /** The code of modal-core's own texts, so a translation can show them; undefined for an app's text. */
  code: MessageCode | undefined
  params: ErrorParams | undefined
  variant: SnackbarVariant
  open: boolean
  svg: SnackbarSvg | undefined
}

/**
 * How long an open message waits, after the old one closed, before it replaces it (spec section 9:
 * toast swap delay), so the UI can animate the old one out and the new one in.
 */
export const TOAST_SWAP_DELAY_MS = 150

/**
 * How long each kind of message stays before it hides itself. Our choice (the specification gives
 * none): long enough to read a short sentence; errors longer, as they often say what to do. Loading
 * messages stay until replaced or hidden.
 */
export const SNACKBAR_DURATION_MS: Readonly<Record<Exclude<SnackbarVariant, 'loading'>, number>> = {
  success: 2500,
  info: 2500,
  error: 4000,
}

const store = /* @__PURE__ */ createStore<SnackbarState>({
  message: '',
  code: undefined,
  params: undefined,
  variant: 'success',
  open: false,
  svg: undefined,
})

/** The message waiting for the swap delay, and the two timers; module-level so a reset can stop them. */
export const snackbarSchedule: {
  pending: Omit<SnackbarState, 'open'> | undefined
  swapTimer: ReturnType<typeof setTimeout> | undefined
  hideTimer: ReturnType<typeof setTimeout> | undefined
} = { pending: undefined, swapTimer: undefined, hideTimer: undefined }

/**
 * The snackbar's state. Hiding only clears `open`, so the toast can animate out with its text.
 *
 * @example
 * import { subscribe } from 'valtio/vanilla'
 * subscribe(snackbarState, () => console.info(snackbarState.open, snackbarState.message))
 */
export const snackbarState: SnackbarState = store.state

/**
 * Stops the snackbar's timers, drops a waiting message and restores the initial state.
 *
 * @example
 * afterEach(() => resetSnackbarState())
 */
export function resetSnackbarState(): void {
  clearTimeout(snackbarSchedule.swapTimer)
  clearTimeout(snackbarSchedule.hideTimer)
  Object.assign(snackbarSchedule, { pending: undefined, swapTimer: undefined, hideTimer: undefined })
  store.reset()
}
