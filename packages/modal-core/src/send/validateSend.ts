import type { TokenBalance } from '../balance/tokenBalance.js'
import type { ChainNamespace } from '../caip/types.js'
import { InsufficientFundsError } from '../errors/sendErrors.js'
import { InvalidSendParametersError } from '../errors/walletErrors.js'
import { compareDecimal } from '../numbers/compareDecimal.js'
import { isDecimal } from '../numbers/isDecimal.js'
import type { SendState } from './sendState.js'
import { getNamespace } from '../adapters/namespaces.js'

export type ValidateSendParameters = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress' | 'gasPrice'> & {
  namespace: ChainNamespace
}

const isNative = (token: TokenBalance) => token.address === undefined

/**
 * The send form's rules (spec section 5): an amount above zero and a receiver of the namespace's
 * format (its descriptor's `isAddress`) are required ('Please enter a valid amount and receiver address'); a native EVM send also
 * needs the gas price and the token's decimals; the amount may not exceed the balance ('Insufficient funds').
 *
 * @returns the error to show, or undefined when the send may go ahead
 * @example
 * validateSend({ namespace: 'eip155', token, sendTokenAmount: '0.1', receiverAddress: '0x7099…', gasPrice: '1000000000' }) // undefined
 */
export function validateSend({
  namespace,
  token,
  sendTokenAmount,
  receiverAddress,
  gasPrice,
}: ValidateSendParameters): InvalidSendParametersError | InsufficientFundsError | undefined {
  const amount = sendTokenAmount?.trim()
  const receiver = receiverAddress?.trim()
  if (!token || !amount || !receiver || !isDecimal(amount) || compareDecimal(amount, '0') <= 0)
    return new InvalidSendParametersError({ details: 'amount and receiver are required' })
  const descriptor = getNamespace(namespace)
  if (descriptor.isAddress && !descriptor.isAddress(receiver))
    return new InvalidSendParametersError({ details: `receiver "${receiver}"` })
  if (descriptor.gas && isNative(token) && (!gasPrice || !/^\d+$/.test(token.quantity.decimals))) {
    return new InvalidSendParametersError({ details: 'the gas price and the token decimals are not known yet' })
  }
  if (compareDecimal(amount, token.quantity.numeric) > 0) return new InsufficientFundsError()
  return undefined
}
