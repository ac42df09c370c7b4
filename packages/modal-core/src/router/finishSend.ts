import { resetView } from './navigate.js'
import { resetTransactionStackState } from './transactionStackState.js'

/**
 * After a send the modal returns to Account with no back navigation (spec section 2): the history is
 * only Account and no transaction view is left open.
 *
 * @example
 * await sendTransaction(request)
 * finishSend()
 */
export function finishSend(): void {
  resetTransactionStackState()
  resetView('Account')
}
