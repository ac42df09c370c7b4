import type { Eip1193Provider } from '../types.js'
import { EstimateGasFailedError } from '../../errors/walletErrors.js'
import { quantityToHex } from '../../utils/hex.js'

export type EstimateGasParameters = {
  provider: Eip1193Provider
  from: string
  to: `0x${string}`
  value?: bigint
  data?: `0x${string}`
}

/**
 * Estimates a transaction's gas with `eth_estimateGas` through the wallet's provider.
 *
 * @throws EstimateGasFailedError ('estimate gas failed') when the node refuses (the call would revert) or answers nonsense.
 * @example
 * const gas = await estimateGas({ provider, from, to: token, data })
 */
export async function estimateGas({ provider, from, to, value, data }: EstimateGasParameters): Promise<bigint> {
  let answer: unknown
  try {
    answer = await provider.request({
      method: 'eth_estimateGas',
      params: [
        { from, to, ...(value !== undefined ? { value: quantityToHex(value) } : {}), ...(data ? { data } : {}) },
      ],
    })
  } catch (error) {
    throw new EstimateGasFailedError({ cause: error })
  }
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer))
    throw new EstimateGasFailedError({ details: `answer ${String(answer)}` })
  return BigInt(answer)
}
