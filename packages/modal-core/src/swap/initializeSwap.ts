import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { getActiveChain } from '../chain/chainState.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { SwapFailedError, SwapNetworkNotSupportedError } from '../errors/swapErrors.js'
import { toErrorState } from '../errors/errorState.js'
import { logQuietly } from '../utils/log.js'
import { NATIVE_SWAP_TOKEN, SWAP_NETWORK_IDS, SWAP_SLIPPAGE } from './swapNetworks.js'
import { resetSwapState, swapState } from './swapState.js'
import { getNamespace } from '../adapters/namespaces.js'

/**
 * Opens the swap form on the active network: checks that swaps can run there, loads the swappable
 * tokens and the gas price, and starts from the native currency. When they cannot run, `unavailable`
 * says why ('Network not supported for Swaps', or no project id) and nothing is asked of any service.
 *
 * @example
 * await initializeSwap()
 * if (swapState.unavailable) showMessage(swapState.unavailable)
 */
export async function initializeSwap(): Promise<void> {
  resetSwapState()
  swapState.slippage = SWAP_SLIPPAGE
  const network = getActiveChain().networkState.caipNetwork
  const api = getBlockchainApi()
  if (!api) {
    swapState.unavailable = new FeatureUnavailableError({ feature: 'swaps' }).shortMessage
    return
  }
  if (!network || !getNamespace(network.chainNamespace).swaps || !SWAP_NETWORK_IDS.includes(network.caipNetworkId)) {
    swapState.unavailable = new SwapNetworkNotSupportedError({ caipNetworkId: network?.caipNetworkId }).shortMessage
    return
  }
  swapState.initializing = true
  try {
    const [tokens, gasPrice] = await Promise.all([
      api.getSwapTokens({ caipNetworkId: network.caipNetworkId }),
      api.getGasPrice({ caipNetworkId: network.caipNetworkId }),
    ])
    if (getActiveChain().networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
    swapState.tokens = tokens
    swapState.gasPrice = gasPrice?.standard
    swapState.sourceToken = tokens.find((token) => token.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN))
    // The service serves the network but has nothing to swap there: the same answer for the user.
    if (!tokens.length)
      swapState.unavailable = new SwapNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId }).shortMessage
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
