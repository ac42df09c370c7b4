import { ref } from 'valtio/vanilla'
import { createStore } from '../utils/createStore.js'
import type { ViewName } from './types.js'

/**
 * Where the router goes when a transaction view ends: back to the view before it, the transaction view
 * replaced by another one, or a new history starting at a view.
 */
export type TransactionStackAction = 'goBack' | { replace: ViewName } | { reset: ViewName }

/** One transaction view and what its success and cancel do. */
export type TransactionStackEntry = {
  view: ViewName
  onSuccess: TransactionStackAction
  onCancel: TransactionStackAction
}

export type TransactionStackState = { entries: TransactionStackEntry[] }

const store = /* @__PURE__ */ createStore<TransactionStackState>({ entries: [] })

/**
 * The open transaction views, latest last (spec section 2: a transaction stack decides whether success
 * or cancel goes back, replaces, or resets to a given view).
 *
 * @example
 * transactionStackState.entries.at(-1)?.onSuccess // { reset: 'Account' }
 */
export const transactionStackState: TransactionStackState = store.state

/** Forgets every transaction view. */
export const resetTransactionStackState: () => void = store.reset

/** Adds an entry; kept as a valtio `ref` so its actions are plain values, not proxies. */
export function addTransactionStackEntry(entry: TransactionStackEntry): void {
  transactionStackState.entries.push(ref({ ...entry }))
}

/** Removes and returns the latest entry. */
export function takeTransactionStackEntry(): TransactionStackEntry | undefined {
  return transactionStackState.entries.pop()
}
