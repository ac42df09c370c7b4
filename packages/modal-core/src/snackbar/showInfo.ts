import { showSnackbar } from './showSnackbar.js'
import type { SnackbarSvg } from './snackbarState.js'

export type ShowInfoParameters = { svg?: SnackbarSvg | undefined }

/**
 * An information message, optionally with its own icon; it hides itself after `SNACKBAR_DURATION_MS.info`.
 *
 * @example
 * showInfo('Address copied', { svg: { icon: 'checkmark', color: 'accent-100' } })
 */
export function showInfo(message: string, { svg }: ShowInfoParameters = {}): void {
  showSnackbar({ message, variant: 'info', svg })
}
