import type { NoticeCode } from '../errors/errorCodes.js'
import { showSnackbar } from './showSnackbar.js'

/**
 * A success message; it hides itself after `SNACKBAR_DURATION_MS.success`. `code` names a modal-core
 * text, so the UI can show it in the user's language.
 *
 * @example
 * showSuccess('Transaction started', { code: 'TRANSACTION_STARTED' })
 */
export function showSuccess(message: string, { code }: { code?: NoticeCode } = {}): void {
  showSnackbar({ message, code, variant: 'success' })
}
