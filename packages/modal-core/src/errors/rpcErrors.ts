import { BaseError } from './BaseError.js'

/**
 * A request that waited for approval was rejected (the user declined it on ApproveTransaction, or
 * every pending request was rejected at once).
 *
 * @example
 * throw new RequestAbortedError({ method: 'eth_sendTransaction' }) // 'Request was aborted'
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  readonly method: string
  constructor({ method }: { method: string }) {
    super('Request was aborted', { code: 'REQUEST_ABORTED', metaMessages: [`Method: ${method}`] })
    this.method = method
  }
}
