import type { ChainNamespace } from '../caip/types.js'
import { BaseError } from './BaseError.js'

/**
 * No adapter is registered for the wallet or connector being used.
 *
 * @example
 * throw new AdapterNotFoundError({ namespace: 'solana' }) // 'Adapter not found'
 */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor({ namespace }: { namespace?: ChainNamespace } = {}) {
    super('Adapter not found', {
      code: 'ADAPTER_NOT_FOUND',
      ...(namespace ? { metaMessages: [`Namespace: ${namespace}`] } : {}),
    })
  }
}

/**
 * No chain adapter is configured for a namespace the modal was asked to use.
 *
 * @example
 * throw new ChainAdapterNotFoundError({ namespace: 'bip122' }) // 'Chain adapter not found'
 */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor({ namespace, details }: { namespace?: ChainNamespace; details?: string } = {}) {
    super('Chain adapter not found', {
      code: 'CHAIN_ADAPTER_NOT_FOUND',
      details,
      ...(namespace ? { metaMessages: [`Namespace: ${namespace}`] } : {}),
    })
  }
}
