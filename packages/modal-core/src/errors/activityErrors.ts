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
    // The service's own text ('HTTP status code: 500') is what a log reader needs.
    const details =
      cause instanceof BaseError ? [cause.shortMessage, cause.details].filter(Boolean).join(': ') : undefined
    super('Failed to fetch transactions', { code: 'TRANSACTIONS_FETCH_FAILED', cause, details })
  }
}
