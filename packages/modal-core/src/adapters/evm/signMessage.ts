import type { Eip1193Provider } from '../types.js'
import { utf8ToHex } from '../../utils/hex.js'
import { requestSignature } from './requestSignature.js'
import { SignMessageProviderUndefinedError } from '../../errors/providerErrors.js'

export type SignMessageParameters = { provider: Eip1193Provider; message: string; address: string }

/**
 * Signs a UTF-8 message with `personal_sign` (EIP-191) and returns the 0x signature.
 *
 * @throws UserRejectedError ('Signature declined') | SignMessageFailedError ('Sign message failed') |
 *   SignMessageProviderUndefinedError ('UniversalAdapter:signMessage - provider is undefined')
 * @example
 * const signature = await signMessage({ provider, message: 'hello', address: '0xf39F…' })
 */
export async function signMessage({ provider, message, address }: SignMessageParameters): Promise<`0x${string}`> {
  // Reachable from JavaScript, or through a connector whose provider was never set up.
  if (!provider) throw new SignMessageProviderUndefinedError()
  return await requestSignature(provider, 'personal_sign', [utf8ToHex(message), address])
}
