import { showSnackbar } from './showSnackbar.js'

/**
 * A loading message; it stays until another message replaces it or `hideSnackbar()`.
 *
 * @example
 * showLoading('Sending…')
 */
export function showLoading(message: string): void {
  showSnackbar({ message, variant: 'loading' })
}
