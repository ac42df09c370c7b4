import { SwapFailedError, SwapInputError, SwapQuoteUnavailableError } from '../errors/swapErrors.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { parseUnitsDecimal } from '../numbers/parseUnitsDecimal.js'
import { logQuietly } from '../utils/log.js'
import { getSwapAccount } from './swapAccount.js'
import { getSwapSource } from './getSwapSource.js'
import { minimumReceived } from './minimumReceived.js'
import { swapState } from './swapState.js'
import { errorState, NO_ERROR, toErrorState } from '../errors/errorState.js'

let latest = 0

const NO_QUOTE = { quote: undefined, toTokenAmount: '', minimumReceived: '', networkFee: '' } as const

/**
 * Quotes the current form (source token, amount, target token) through the swap source, with the
 * minimum received under the slippage and the network fee where the source knows it, and checks whether
 * the swap contract may already spend the source token (`approvalNeeded`). An empty or zero amount clears
 * the quote. When the form changes while a quote is on its way, only the latest one lands.
 *
 * @example
 * Object.assign(swapState, { toToken: usdc, sourceTokenAmount: '0.5' })
 * await fetchSwapQuote()
 * swapState.toTokenAmount // '1500'
 */
export async function fetchSwapQuote(): Promise<void> {
  const request = ++latest
  const { sourceToken, toToken, sourceTokenAmount, gasPrice, slippage } = swapState
  const current = () => request === latest
  Object.assign(swapState, NO_ERROR)
  let amount: bigint
  try {
    amount = sourceTokenAmount ? parseUnitsDecimal(sourceTokenAmount, sourceToken?.decimals ?? 18) : 0n
  } catch {
    amount = -1n
  }
  if (!sourceToken || !toToken || amount <= 0n) {
    Object.assign(swapState, { ...NO_QUOTE, approvalNeeded: false, loadingQuote: false })
    if (amount < 0n) Object.assign(swapState, errorState(new SwapInputError()))
    return
  }
  swapState.loadingQuote = true
  try {
    const source = getSwapSource()
    const { network, caipAddress } = getSwapAccount()
    const [quote, allowance] = await Promise.all([
      source.getQuote({
        network,
        account: caipAddress,
        from: sourceToken.address,
        to: toToken.address,
        amount,
        gasPrice,
      }),
      source.getAllowance({ network, account: caipAddress, token: sourceToken.address }),
    ])
    if (!current()) return
    if (!quote) throw new SwapQuoteUnavailableError()
    Object.assign(swapState, {
      quote,
      toTokenAmount: formatUnitsDecimal(quote.toAmount, toToken.decimals),
      minimumReceived: formatUnitsDecimal(minimumReceived(BigInt(quote.toAmount), slippage), toToken.decimals),
      networkFee: quote.networkFee ? formatUnitsDecimal(quote.networkFee, network.nativeCurrency.decimals) : '',
      approvalNeeded: allowance !== undefined && allowance < amount,
    })
  } catch (error) {
    if (!current()) return
    logQuietly('SWAP_QUOTE_FAILED', error)
    Object.assign(swapState, {
      ...NO_QUOTE,
      ...toErrorState(error, (cause) => new SwapFailedError({ cause })),
    })
  } finally {
    if (current()) swapState.loadingQuote = false
  }
}
