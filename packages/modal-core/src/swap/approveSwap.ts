import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { NO_ERROR, toErrorState } from '../errors/errorState.js'
import { SwapFailedError } from '../errors/swapErrors.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { logQuietly } from '../utils/log.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'
import { getSwapAccount } from './swapAccount.js'
import { swapState } from './swapState.js'

/**
 * Lets the swap contract spend the source token: the service builds the approve transaction, the
 * wallet sends it, and once mined the quote and allowance are read again. Failures land in `error`
 * ('Signature declined' when the user declines); never throws.
 *
 * @example
 * if (swapState.approvalNeeded) await approveSwap()
 */
export async function approveSwap(): Promise<void> {
  const { sourceToken, toToken } = swapState
  if (!sourceToken || !toToken) return
  swapState.loadingApproval = true
  Object.assign(swapState, NO_ERROR)
  try {
    const api = getBlockchainApi()
    if (!api) throw new FeatureUnavailableError({ feature: 'swaps' })
    const account = getSwapAccount()
    const transaction = await api.buildSwapApprove({
      userAddress: account.caipAddress,
      from: sourceToken.address,
      to: toToken.address,
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
