/**
 * `@agentry/modal-core/transactions`: receipt waiting and pending-transaction watching over
 * plain JSON-RPC. A separate entry so the modal's first load carries none of it.
 */
export type { TransactionClientParameters } from './getTransactionClient.js'
export { isTransactionHash } from './isTransactionHash.js'
export type { ReplacementReason } from './getReplacementReason.js'
export type {
  Address,
  Hash,
  Hex,
  Log,
  Transaction,
  TransactionClient,
  TransactionReceipt,
  TransactionType,
} from './types.js'
export {
  APP_RECEIPT_WAIT_TIMEOUT_MS,
  RECEIPT_POLLING_INTERVAL_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_RETRY_DELAY_MS,
  RECEIPT_WAIT_TIMEOUT_MS,
  waitForTransactionReceipt,
  type ReplacementInfo,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
} from './waitForTransactionReceipt.js'
export {
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLLING_INTERVAL_MS,
  watchPendingTransactions,
  type WatchPendingTransactionsParameters,
  type WatchPendingTransactionsReturnType,
} from './watchPendingTransactions.js'
export {
  InvalidTransactionHashError,
  TransactionNotFoundError,
  TransactionRpcError,
  WaitForTransactionReceiptTimeoutError,
} from '../errors/transactionErrors.js'
