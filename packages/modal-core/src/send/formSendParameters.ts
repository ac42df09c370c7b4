import type { AdapterSendParameters } from '../adapters/types.js'
import type { CaipNetwork } from '../caip/types.js'
import { sendState } from './sendState.js'

/**
 * The send form as the wallet adapter's `send` (and `estimateSendFee`) takes it on `network`: receiver and
 * amount trimmed, and for a token its contract or mint (the last part of its CAIP address) and decimals.
 *
 * @example
 * await getAdapter().send(formSendParameters(network))
 */
export function formSendParameters(network: CaipNetwork): AdapterSendParameters {
  const { token, sendTokenAmount = '', receiverAddress = '' } = sendState
  const tokenAddress = token?.address?.split(':').at(-1)
  return {
    to: receiverAddress.trim(),
    amount: sendTokenAmount.trim(),
    network,
    ...(tokenAddress ? { tokenAddress, decimals: Number(token?.quantity.decimals) } : {}),
  }
}
