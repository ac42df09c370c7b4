import { sendTransaction } from '../adapters/evm/sendTransaction.js'
import type { SwapTransaction } from '../api/convertApi.js'
import { SwapFailedError } from '../errors/swapErrors.js'
import { waitForTransactionReceipt } from '../transactions/waitForTransactionReceipt.js'
import type { SwapAccount } from './swapAccount.js'

const addressOf = (caip: string) => caip.split(':').at(-1) as `0x${string}`

/**
 * Sends a transaction the swap service built through the user's wallet and waits until it is mined
 * (internal). A reverted transaction is 'Something went wrong'.
 *
 * @throws UserRejectedError | SendTransactionFailedError | SwapFailedError
 * @example
 * const hash = await sendSwapTransaction(account, await api.buildSwapApprove({ … }))
 */
export async function sendSwapTransaction(
  { network, address, provider }: SwapAccount,
  transaction: SwapTransaction,
): Promise<`0x${string}`> {
  if (addressOf(transaction.from).toLowerCase() !== address.toLowerCase())
    throw new SwapFailedError({ details: 'the service built a transaction for another account' })
  const hash = await sendTransaction({
    provider,
    from: address,
    to: addressOf(transaction.to),
    data: transaction.data,
    value: BigInt(transaction.value),
  })
  const rpcUrl = network.rpcUrls.default.http[0]!
  const receipt = await waitForTransactionReceipt({ rpcUrl, hash })
  if (receipt.status !== 'success') throw new SwapFailedError({ details: `transaction ${hash} reverted` })
  return hash
}
