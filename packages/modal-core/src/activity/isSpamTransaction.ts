import type { WalletTransaction } from '../api/historyApi.js'

/**
 * Whether a transaction moves an NFT the service flags as spam (`nft_info.flags.is_spam`); the activity
 * list leaves those out.
 *
 * @example
 * activity.filter((transaction) => !isSpamTransaction(transaction))
 */
export function isSpamTransaction(transaction: WalletTransaction): boolean {
  return transaction.transfers.some((transfer) => transfer.nft_info?.flags?.is_spam === true)
}
