import { showSnackbar } from './showSnackbar.js'

/**
 * A success message; it hides itself after `SNACKBAR_DURATION_MS.success`.
 *
 * @example
 * showSuccess('Transaction started')
 */
export function showSuccess(message: string): void {
  showSnackbar({ message, variant: 'success' })
}
