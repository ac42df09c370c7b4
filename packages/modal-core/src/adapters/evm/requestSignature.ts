import type { Eip1193Provider } from '../types.js'
import { BaseError } from '../../errors/BaseError.js'
import { SignMessageFailedError } from '../../errors/walletErrors.js'
import { requestWallet } from './requestWallet.js'

/** Signatures are at least 65 bytes (smart accounts may return longer ones). */
const signaturePattern = /^0x(?:[0-9a-fA-F]{2}){65,}$/

/**
 * Asks the wallet for a signature: a declined request stays a `UserRejectedError`; any other failure,
 * or an answer that is not a hex signature, is a `SignMessageFailedError`.
 *
 * @example
 * await requestSignature(provider, 'personal_sign', [utf8ToHex('hi'), address])
 */
export async function requestSignature(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
): Promise<`0x${string}`> {
  let signature: unknown
  try {
    signature = await requestWallet(provider, method, params, 'sign')
  } catch (error) {
    if (error instanceof BaseError && error.code === 'USER_REJECTED') throw error
    throw new SignMessageFailedError({ cause: error })
  }
  if (typeof signature !== 'string' || !signaturePattern.test(signature)) {
    throw new SignMessageFailedError({ details: 'The wallet answered something that is not a signature' })
  }
  return signature as `0x${string}`
}
