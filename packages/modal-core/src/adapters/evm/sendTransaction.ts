import type { Eip1193Provider } from '../types.js'
import { BaseError } from '../../errors/BaseError.js'
import { SendTransactionFailedError } from '../../errors/walletErrors.js'
import { quantityToHex } from '../../utils/hex.js'
import { requestWallet } from './requestWallet.js'

export type SendTransactionParameters = {
  provider: Eip1193Provider
  from: string
  to: `0x${string}`
  /** Wei. */
  value?: bigint
  data?: `0x${string}`
  gas?: bigint
}

/**
 * Asks the wallet to send a transaction (`eth_sendTransaction`) and returns its hash.
 *
 * @throws UserRejectedError ('Signature declined') | SendTransactionFailedError ('Something went wrong')
 * @example
 * const hash = await sendTransaction({ provider, from, to: '0x7099…', value: 10n ** 17n })
 */
export async function sendTransaction({
  provider,
  from,
  to,
  value,
  data,
  gas,
}: SendTransactionParameters): Promise<`0x${string}`> {
  const request = {
    from,
    to,
    ...(value !== undefined ? { value: quantityToHex(value) } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(gas !== undefined ? { gas: quantityToHex(gas) } : {}),
  }
  let hash: unknown
  try {
    hash = await requestWallet(provider, 'eth_sendTransaction', [request], 'sign')
  } catch (error) {
    if (error instanceof BaseError && error.code === 'USER_REJECTED') throw error
    throw new SendTransactionFailedError({ cause: error })
  }
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new SendTransactionFailedError({ details: 'The wallet answered something that is not a transaction hash' })
  }
  return hash as `0x${string}`
}
