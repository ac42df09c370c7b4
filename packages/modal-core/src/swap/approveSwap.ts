import { NO_ERROR, toErrorState } from '../errors/errorState.js'
import { SwapFailedError } from '../errors/swapErrors.js'
import { parseUnitsDecimal } from '../numbers/parseUnitsDecimal.js'
import { logQuietly } from '../utils/log.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { getSwapSource } from './getSwapSource.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'
import { getSwapAccount } from './swapAccount.js'
import { swapState } from './swapState.js'

/**
 * Lets the swap contract spend the source token: the swap source builds the approve transaction (the
 * chain source for exactly the amount in the form, never unlimited), the wallet sends it, and once mined
 * the quote and allowance are read again. Failures land in `error` ('Signature declined' when the user
 * declines, and the allowance stays as it was); never throws.
 *
 * @example
 * if (swapState.approvalNeeded) await approveSwap()
 */
export async function approveSwap(): Promise<void> {
  const { sourceToken, toToken, sourceTokenAmount } = swapState
  if (!sourceToken || !toToken) return
  swapState.loadingApproval = true
  Object.assign(swapState, NO_ERROR)
  try {
    const source = getSwapSource()
    const account = getSwapAccount()
    const transaction = await source.buildApprove({
      network: account.network,
      account: account.caipAddress,
      from: sourceToken.address,
      to: toToken.address,
      amount: parseUnitsDecimal(sourceTokenAmount || '0', sourceToken.decimals),
    })
    await sendSwapTransaction(account, transaction)
    await fetchSwapQuote()
  } catch (error) {
    logQuietly('SWAP_APPROVE_FAILED', error)
    Object.assign(
      swapState,
      toErrorState(error, (cause) => new SwapFailedError({ cause })),
    )
  } finally {
    swapState.loadingApproval = false
  }
}
