import { BaseError } from './BaseError.js'

/**
 * The account's activity could not be read (spec section 8's message); the service's error is the cause.
 *
 * @example
 * throw new FetchTransactionsError({ cause: error }) // 'Failed to fetch transactions'
 */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to fetch transactions', { code: 'TRANSACTIONS_FETCH_FAILED', cause })
  }
}
