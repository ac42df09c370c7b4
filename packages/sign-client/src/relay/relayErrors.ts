import { BaseError } from '../errors/BaseError.js'

/**
 * The relay answered a call with a JSON-RPC error, or did not answer in time.
 *
 * @example
 * throw new RelayRequestError({ method: 'irn_publish', message: 'Rate limit exceeded', code: -32029 })
 */
export class RelayRequestError extends BaseError {
  override name = 'RelayRequestError'
  readonly method: string
  constructor({ method, message, code }: { method: string; message: string; code: number | string }) {
    super(`Relay ${method} failed: ${message}`, { code })
    this.method = method
  }
}

/**
 * The relay client was used after `close()`.
 *
 * @example
 * throw new RelayClosedError()
 */
export class RelayClosedError extends BaseError {
  override name = 'RelayClosedError'
  constructor() {
    super('The relay connection is closed', { code: 'RELAY_CLOSED' })
  }
}
