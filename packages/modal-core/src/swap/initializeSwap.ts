import { getActiveChain } from '../chain/chainState.js'
import { SwapFailedError, SwapNetworkNotSupportedError } from '../errors/swapErrors.js'
import { toErrorState } from '../errors/errorState.js'
import { toErrorData } from '../errors/toErrorData.js'
import { logQuietly } from '../utils/log.js'
import { getSwapSource } from './getSwapSource.js'
import type { SwapSource } from './swapSource.js'
import { NATIVE_SWAP_TOKEN, SWAP_SLIPPAGE } from './swapNetworks.js'
import { resetSwapState, swapState } from './swapState.js'
import { getNamespace } from '../adapters/namespaces.js'

/**
 * Opens the swap form on the active network: checks that the swap source (hosted, or Uniswap v3 on
 * chain) serves it, loads the swappable tokens and the gas price, and starts from the native currency.
 * When swaps cannot run, `unavailable` says why ('Network not supported for Swaps', or the hosted source
 * with no project id) and nothing is asked of any service or node.
 *
 * @example
 * await initializeSwap()
 * if (swapState.unavailable) showMessage(swapState.unavailable)
 */
export async function initializeSwap(): Promise<void> {
  resetSwapState()
  swapState.slippage = SWAP_SLIPPAGE
  const network = getActiveChain().networkState.caipNetwork
  let source: SwapSource
  try {
    source = getSwapSource()
  } catch (error) {
    setUnavailable(error)
    return
  }
  if (!network || !getNamespace(network.chainNamespace).swaps || !source.supports(network)) {
    setUnavailable(new SwapNetworkNotSupportedError({ caipNetworkId: network?.caipNetworkId }))
    return
  }
  swapState.initializing = true
  try {
    const [tokens, gasPrice] = await Promise.all([source.getTokens({ network }), source.getGasPrice({ network })])
    if (getActiveChain().networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
    swapState.tokens = tokens
    swapState.gasPrice = gasPrice
    swapState.sourceToken = tokens.find((token) => token.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN))
    // The source serves the network but has nothing to swap there: the same answer for the user.
    if (!tokens.length) setUnavailable(new SwapNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId }))
  } catch (error) {
    logQuietly('SWAP_INIT_FAILED', error)
    Object.assign(
      swapState,
      toErrorState(error, (cause) => new SwapFailedError({ cause })),
    )
  } finally {
    swapState.initializing = false
  }
}

/** Why swaps cannot run, as data: the spec's text with the code and params a translation needs. */
function setUnavailable(reason: unknown): void {
  const { code, message, params } = toErrorData(reason)
  Object.assign(swapState, { unavailable: message, unavailableCode: code, unavailableParams: params })
}
