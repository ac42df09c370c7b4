import { BaseError, type ErrorCode } from './BaseError.js'

/**
 * A network has no RPC URL to read balances or send through (spec section 8's message).
 *
 * @example
 * throw new MissingRpcUrlError({ caipNetworkId: 'solana:localnet' })
 */
export class MissingRpcUrlError extends BaseError {
  override name = 'MissingRpcUrlError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('No RPC url provided for chainId', { code: 'RPC_URL_MISSING', details: caipNetworkId })
  }
}

/**
 * An HTTP request answered with a status other than 2xx (spec section 7's message).
 *
 * @example
 * throw new HttpStatusError({ status: 503 }) // 'HTTP status code: 503'
 */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  readonly status: number
  /** The service's own first reason (`reasons[0].description` of a JSON error body), when it gave one. */
  readonly reason: string | undefined
  constructor({ status, reason }: { status: number; reason?: string }) {
    super(`HTTP status code: ${status}`, {
      code: 'HTTP_STATUS',
      params: { status },
      ...(reason ? { details: reason } : {}),
    })
    this.status = status
    this.reason = reason
  }
}

/**
 * A network request (JSON-RPC, or a hosted HTTP API) that failed or answered something unusable; the
 * server's text is in `details`.
 *
 * @example
 * throw new RpcRequestError({ method: 'getBalance', details: 'Invalid param' })
 */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  /** The request that failed; undefined when none could be made. */
  readonly method: string | undefined
  constructor(
    { method, details, cause }: { method?: string; details?: string; cause?: unknown },
    code: ErrorCode = 'RPC_REQUEST_FAILED',
  ) {
    super('Network request failed', { code, details, cause, metaMessages: method ? [`Method: ${method}`] : undefined })
    this.method = method
  }
}
