import { goBack } from './goBack.js'
import { replaceView, resetView } from '../router/navigate.js'
import { takeTransactionStackEntry, type TransactionStackAction } from '../router/transactionStackState.js'

export type TransactionOutcome = 'success' | 'cancel'

function apply(action: TransactionStackAction): void {
  if (action === 'goBack') goBack()
  else if ('replace' in action) replaceView(action.replace)
  else resetView(action.reset)
}

/**
 * Ends the latest transaction view: its `onSuccess` or `onCancel` action runs ('goBack' closes the
 * modal when one view is left, as `goBack()` does). Returns false when no transaction view is open.
 *
 * @example
 * pushTransactionStack({ view: 'SwapPreview', onSuccess: { replace: 'Activity' } })
 * popTransactionStack('success') // SwapPreview replaced by Activity
 */
export function popTransactionStack(outcome: TransactionOutcome): boolean {
  const entry = takeTransactionStackEntry()
  if (!entry) return false
  apply(outcome === 'success' ? entry.onSuccess : entry.onCancel)
  return true
}
