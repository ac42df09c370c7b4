import type { WalletTransaction } from '../api/historyApi.js'

/** The transactions of one calendar month (UTC); `month` is 1-12. */
export type TransactionMonthGroup = { year: number; month: number; transactions: WalletTransaction[] }

/**
 * Groups a list by the month (UTC) its transactions were mined, keeping the list's order (newest first
 * from the service), for section headers. Entries with an unreadable `minedAt` are left out.
 *
 * @example
 * groupTransactionsByMonth(activityState.transactions).map(({ year, month }) => `${year}-${month}`) // ['2025-3', '2025-2']
 */
export function groupTransactionsByMonth(transactions: readonly WalletTransaction[]): TransactionMonthGroup[] {
  const groups: TransactionMonthGroup[] = []
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth() + 1
    const group = groups.find((candidate) => candidate.year === year && candidate.month === month)
    if (group) group.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}
