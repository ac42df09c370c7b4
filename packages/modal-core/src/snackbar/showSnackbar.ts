import {
  SNACKBAR_DURATION_MS,
  snackbarSchedule,
  snackbarState,
  TOAST_SWAP_DELAY_MS,
  type SnackbarState,
  type SnackbarSvg,
  type SnackbarVariant,
} from './snackbarState.js'
import type { ErrorParams, MessageCode } from '../errors/errorCodes.js'

export type ShowSnackbarParameters = {
  message: string
  variant: SnackbarVariant
  svg?: SnackbarSvg | undefined
  /** The code of a modal-core text and its values, for a translation. */
  code?: MessageCode | undefined
  params?: ErrorParams | undefined
}

/**
 * Shows a message now when the snackbar is closed. When one is open, it closes it and shows the new
 * one `TOAST_SWAP_DELAY_MS` later; a message arriving during that wait replaces the waiting one
 * without restarting the wait. The `show*` functions are the public way in.
 *
 * @example
 * showSnackbar({ message: 'Transaction started', variant: 'success' })
 */
export function showSnackbar({ message, variant, svg, code, params }: ShowSnackbarParameters): void {
  clearTimeout(snackbarSchedule.hideTimer)
  snackbarSchedule.hideTimer = undefined
  const next = { message, code, params, variant, svg: svg ? { ...svg } : undefined }
  if (snackbarSchedule.swapTimer !== undefined) {
    snackbarSchedule.pending = next
    return
  }
  if (!snackbarState.open) {
    display(next)
    return
  }
  snackbarState.open = false
  snackbarSchedule.pending = next
  snackbarSchedule.swapTimer = setTimeout(() => {
    const pending = snackbarSchedule.pending
    Object.assign(snackbarSchedule, { pending: undefined, swapTimer: undefined })
    if (pending) display(pending)
  }, TOAST_SWAP_DELAY_MS)
}

function display(next: Omit<SnackbarState, 'open'>): void {
  Object.assign(snackbarState, { ...next, open: true })
  if (next.variant === 'loading') return
  snackbarSchedule.hideTimer = setTimeout(() => {
    snackbarSchedule.hideTimer = undefined
    snackbarState.open = false
  }, SNACKBAR_DURATION_MS[next.variant])
}
