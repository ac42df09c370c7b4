import type { Eip1193Provider } from '../types.js'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { parseSendAmount } from '../parseSendAmount.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import { sendTransaction } from './sendTransaction.js'

export type SendTransferParameters = {
  provider: Eip1193Provider
  from: string
  /** The receiver: a 0x address. */
  to: string
  /** A decimal string in whole units ('0.25'). */
  amount: string
  /** Decimals of the native currency, or of the token. */
  decimals: number
  /** An ERC-20 contract; absent for the native currency. */
  tokenAddress?: string
}

const isAddress = (value: string | undefined): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * Sends the native currency, or an ERC-20 token by a contract write (`transfer(to, amount)`), and
 * returns the transaction hash. The amount is converted exactly (no floating point); more places than
 * the currency has are cut, never rounded up.
 *
 * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address') | UserRejectedError | SendTransactionFailedError
 * @example
 * await sendTransfer({ provider, from, to: '0x7099…', amount: '0.25', decimals: 18 })
 * await sendTransfer({ provider, from, to: '0x7099…', amount: '5', decimals: 6, tokenAddress: usdt })
 */
export async function sendTransfer({
  provider,
  from,
  to,
  amount,
  decimals,
  tokenAddress,
}: SendTransferParameters): Promise<`0x${string}`> {
  if (!isAddress(to)) throw new InvalidSendParametersError({ details: `receiver "${to}"` })
  if (tokenAddress !== undefined && !isAddress(tokenAddress))
    throw new InvalidSendParametersError({ details: `token "${tokenAddress}"` })
  const units = parseSendAmount(amount, decimals)
  if (!tokenAddress) return await sendTransaction({ provider, from, to, value: units })
  const data = encodeErc20Transfer({ to, amount: units })
  return await sendTransaction({ provider, from, to: tokenAddress, data })
}
