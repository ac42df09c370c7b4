import { showSnackbar } from './showSnackbar.js'

/**
 * An error message; it hides itself after `SNACKBAR_DURATION_MS.error`.
 *
 * @example
 * showError('Something went wrong')
 */
export function showError(message: string): void {
  showSnackbar({ message, variant: 'error' })
}
