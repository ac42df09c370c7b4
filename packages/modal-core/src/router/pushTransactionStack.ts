import { pushView } from './navigate.js'
import { addTransactionStackEntry, type TransactionStackAction } from './transactionStackState.js'
import type { RouterData, ViewName } from './types.js'

export type PushTransactionStackParameters = {
  /** The transaction view to open (for example SendPreview). */
  view: ViewName
  data?: RouterData
  /** What `popTransactionStack('success')` does. Default 'goBack'. */
  onSuccess?: TransactionStackAction
  /** What `popTransactionStack('cancel')` does. Default 'goBack'. */
  onCancel?: TransactionStackAction
}

/**
 * Opens a transaction view on top of the history and remembers where success and cancel lead.
 *
 * @example
 * pushTransactionStack({ view: 'SendPreview', onSuccess: { reset: 'Account' }, onCancel: 'goBack' })
 * // later, when the wallet answers:
 * popTransactionStack('success') // history is ['Account']
 */
export function pushTransactionStack({
  view,
  data,
  onSuccess = 'goBack',
  onCancel = 'goBack',
}: PushTransactionStackParameters): void {
  addTransactionStackEntry({ view, onSuccess, onCancel })
  pushView(view, data)
}
