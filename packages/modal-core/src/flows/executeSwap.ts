import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { BaseError } from '../errors/BaseError.js'
import { SwapFailedError } from '../errors/swapErrors.js'
import { parseUnitsDecimal } from '../numbers/parseUnitsDecimal.js'
import { finishSend } from '../router/finishSend.js'
import { showSuccess } from '../snackbar/showSuccess.js'
import { logQuietly } from '../utils/log.js'
import { sendSwapTransaction } from '../swap/sendSwapTransaction.js'
import { getSwapAccount } from '../swap/swapAccount.js'
import { getSwapSource } from '../swap/getSwapSource.js'
import { resetSwapState, swapState } from '../swap/swapState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

/** The success message after a swap (spec section 8: 'Transaction started'). */
export const SWAP_SUCCESS_MESSAGE = 'Transaction started'

/**
 * Executes the quoted swap: the swap source builds the transaction with the form's slippage (1%) as the
 * bound (the chain source runs it against the latest block first: a price that moved past the bound is
 * 'SWAP_FAILED' / priceMoved and the wallet is not asked), the wallet sends it, and once mined the balances are read again, the form is cleared and the modal goes
 * back to Account. Needs the approval first when `approvalNeeded`. Failures land in `error`
 * ('Signature declined', 'Something went wrong'); returns the transaction hash or undefined.
 *
 * @example
 * await fetchSwapQuote()
 * if (!swapState.approvalNeeded) await executeSwap()
 */
export async function executeSwap(): Promise<`0x${string}` | undefined> {
  const { sourceToken, toToken, sourceTokenAmount, quote, approvalNeeded, slippage } = swapState
  if (!sourceToken || !toToken || !quote) return undefined
  swapState.loadingTransaction = true
  Object.assign(swapState, NO_ERROR)
  try {
    const source = getSwapSource()
    if (approvalNeeded) throw new SwapFailedError({ details: 'the source token must be approved first' })
    const account = getSwapAccount()
    const transaction = await source.buildSwap({
      network: account.network,
      account: account.caipAddress,
      from: sourceToken.address,
      to: toToken.address,
      amount: parseUnitsDecimal(sourceTokenAmount, sourceToken.decimals),
      quote,
      slippage,
    })
    const hash = await sendSwapTransaction(account, transaction)
    resetSwapState()
    showSuccess(SWAP_SUCCESS_MESSAGE, { code: 'TRANSACTION_STARTED' })
    finishSend()
    await Promise.all([fetchBalance({ force: true }), fetchTokenBalances({ force: true })])
    return hash
  } catch (error) {
    logQuietly('SWAP_FAILED', error)
    Object.assign(swapState, errorState(error instanceof BaseError ? error : new SwapFailedError({ cause: error })))
    return undefined
  } finally {
    swapState.loadingTransaction = false
  }
}
