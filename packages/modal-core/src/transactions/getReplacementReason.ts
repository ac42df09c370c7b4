import type { Transaction } from './types.js'

/** Why a transaction was superseded by another one with the same sender and nonce. */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase()

/**
 * Classifies a replacement: 'repriced' when only the fees changed (same recipient, value and input),
 * 'cancelled' when it sends nothing to the sender itself (how wallets cancel), otherwise 'replaced'.
 * Repricing is checked first, so repricing a zero-value self-transfer still reads as 'repriced'.
 *
 * @example
 * getReplacementReason({ replacedTransaction: original, transaction: replacement }) // 'cancelled'
 */
export function getReplacementReason({
  replacedTransaction,
  transaction,
}: {
  replacedTransaction: Pick<Transaction, 'to' | 'value' | 'input'>
  transaction: Pick<Transaction, 'from' | 'to' | 'value' | 'input'>
}): ReplacementReason {
  if (
    same(transaction.to, replacedTransaction.to) &&
    transaction.value === replacedTransaction.value &&
    same(transaction.input, replacedTransaction.input)
  )
    return 'repriced'
  if (same(transaction.to, transaction.from) && transaction.value === 0n) return 'cancelled'
  return 'replaced'
}
