import { BaseError } from './BaseError.js'
import { RpcRequestError } from './rpcRequestErrors.js'

/**
 * A value that is not a transaction hash (spec section 5: 0x plus 64 hex characters).
 *
 * @example
 * throw new InvalidTransactionHashError({ hash: '0x1234' }) // 'Invalid transaction hash: 0x1234'
 */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError'
  constructor({ hash }: { hash: unknown }) {
    super(`Invalid transaction hash: ${String(hash)}`, {
      code: 'TRANSACTION_HASH_INVALID',
      params: { hash: String(hash) },
      metaMessages: ['A transaction hash is 0x followed by 64 hex characters.'],
    })
  }
}

/**
 * The node never saw the transaction: it was still unknown after every retry. A transaction the node
 * knows but has not mined is not this error; waiting for it ends with the timeout instead.
 *
 * @example
 * throw new TransactionNotFoundError({ hash, retryCount: 6 }) // 'Transaction 0x… not found'
 */
export class TransactionNotFoundError extends BaseError {
  override name = 'TransactionNotFoundError'
  readonly hash: string
  constructor({ hash, retryCount }: { hash: string; retryCount: number }) {
    super(`Transaction ${hash} not found`, {
      code: 'TRANSACTION_NOT_FOUND',
      params: { hash },
      metaMessages: [`The node did not know it after ${retryCount} retries.`],
    })
    this.hash = hash
  }
}

/**
 * The receipt (with the requested confirmations) did not arrive before the wait's timeout.
 *
 * @example
 * throw new WaitForTransactionReceiptTimeoutError({ hash, timeout: 180_000 })
 */
export class WaitForTransactionReceiptTimeoutError extends BaseError {
  override name = 'WaitForTransactionReceiptTimeoutError'
  readonly hash: string
  constructor({ hash, timeout }: { hash: string; timeout: number }) {
    super(`Timed out after ${timeout} ms waiting for the receipt of transaction ${hash}`, {
      code: 'TRANSACTION_RECEIPT_TIMEOUT',
      params: { timeout, hash },
    })
    this.hash = hash
  }
}

/**
 * A JSON-RPC request made while following a transaction failed (node down, HTTP error, RPC error): an
 * `RpcRequestError` with its own code. The message is the spec's for a failed network request; the
 * node's own text is in `details`.
 *
 * @example
 * throw new TransactionRpcError({ method: 'eth_getTransactionByHash', cause })
 */
export class TransactionRpcError extends RpcRequestError {
  override name = 'TransactionRpcError'
  constructor(parameters: { method?: string; details?: string; cause?: unknown }) {
    super(parameters, 'TRANSACTION_RPC_FAILED')
  }
}
