import { BaseError } from './BaseError.js'

/**
 * A connector of a namespace other than eip155 came without the `ChainAdapter` that would drive it.
 *
 * @example
 * throw new ChainAdapterNotFoundError({ details: 'connector phantom (solana)' })
 */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor({ details }: { details?: string } = {}) {
    super('Chain adapter not found', { code: 'CHAIN_ADAPTER_NOT_FOUND', details })
  }
}
