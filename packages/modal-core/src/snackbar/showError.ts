import { BaseError } from '../errors/BaseError.js'
import { showSnackbar } from './showSnackbar.js'

/**
 * An error message; it hides itself after `SNACKBAR_DURATION_MS.error`. Given a modal-core error, it
 * shows its spec text with its code and params, so the UI can show it in the user's language.
 *
 * @example
 * showError('Something went wrong')
 * showError(new InsufficientGasError())
 */
export function showError(message: string | BaseError): void {
  if (message instanceof BaseError)
    showSnackbar({ message: message.shortMessage, code: message.code, params: message.params, variant: 'error' })
  else showSnackbar({ message, variant: 'error' })
}
