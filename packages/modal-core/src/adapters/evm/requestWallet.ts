import type { Eip1193Provider } from '../types.js'
import type { RejectedAction } from '../../errors/providerErrors.js'
import { toProviderError } from '../../errors/toProviderError.js'

/**
 * One EIP-1193 request whose failure becomes a typed error: 4001 a `UserRejectedError` for `action`,
 * anything else a `ProviderRequestError` with the wallet's code.
 *
 * @example
 * const id = await requestWallet(provider, 'eth_chainId', [], 'connect')
 */
export async function requestWallet(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
  action: RejectedAction,
): Promise<unknown> {
  try {
    return await provider.request({ method, params })
  } catch (error) {
    throw toProviderError(error, method, action)
  }
}
