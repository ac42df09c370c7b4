import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { SwapFailedError, SwapInputError, SwapQuoteUnavailableError } from '../errors/swapErrors.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { parseUnitsDecimal } from '../numbers/parseUnitsDecimal.js'
import { logQuietly } from '../utils/log.js'
import { getSwapAccount } from './swapAccount.js'
import { NATIVE_SWAP_TOKEN } from './swapNetworks.js'
import { swapState } from './swapState.js'
import { errorState, NO_ERROR, toErrorState } from '../errors/errorState.js'

let latest = 0

/**
 * Quotes the current form (source token, amount, target token) and checks whether the swap contract
 * may already spend the source token (`approvalNeeded`). An empty or zero amount clears the quote. When
 * the form changes while a quote is on its way, only the latest one lands.
 *
 * @example
 * Object.assign(swapState, { toToken: usdc, sourceTokenAmount: '0.5' })
 * await fetchSwapQuote()
 * swapState.toTokenAmount // '1500'
 */
export async function fetchSwapQuote(): Promise<void> {
  const request = ++latest
  const { sourceToken, toToken, sourceTokenAmount, gasPrice } = swapState
  const current = () => request === latest
  Object.assign(swapState, NO_ERROR)
  let amount: bigint
  try {
    amount = sourceTokenAmount ? parseUnitsDecimal(sourceTokenAmount, sourceToken?.decimals ?? 18) : 0n
  } catch {
    amount = -1n
  }
  if (!sourceToken || !toToken || amount <= 0n) {
    Object.assign(swapState, { quote: undefined, toTokenAmount: '', approvalNeeded: false, loadingQuote: false })
    if (amount < 0n) Object.assign(swapState, errorState(new SwapInputError()))
    return
  }
  const api = getBlockchainApi()
  swapState.loadingQuote = true
  try {
    if (!api) throw new FeatureUnavailableError({ feature: 'swaps' })
    const { network, caipAddress } = getSwapAccount()
    const [quotes, allowance] = await Promise.all([
      api.getSwapQuotes({
        caipNetworkId: network.caipNetworkId,
        userAddress: caipAddress,
        from: sourceToken.address,
        to: toToken.address,
        amount: String(amount),
        gasPrice: gasPrice ?? '0',
      }),
      sourceToken.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN)
        ? undefined
        : api.getSwapAllowance({ tokenAddress: sourceToken.address, userAddress: caipAddress }),
    ])
    if (!current()) return
    const quote = quotes[0]
    if (!quote) throw new SwapQuoteUnavailableError()
    Object.assign(swapState, {
      quote,
      toTokenAmount: formatUnitsDecimal(quote.toAmount, toToken.decimals),
      approvalNeeded: allowance !== undefined && BigInt(allowance) < amount,
    })
  } catch (error) {
    if (!current()) return
    logQuietly('SWAP_QUOTE_FAILED', error)
    Object.assign(swapState, {
      quote: undefined,
      toTokenAmount: '',
      ...toErrorState(error, (cause) => new SwapFailedError({ cause })),
    })
  } finally {
    if (current()) swapState.loadingQuote = false
  }
}
