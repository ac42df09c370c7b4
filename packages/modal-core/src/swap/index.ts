// @agentry/modal-core/swap: the swap form (loaded when the swap view opens; it brings the decimal library).
export { SWAP_NETWORK_IDS, SWAP_SLIPPAGE, NATIVE_SWAP_TOKEN } from './swapNetworks.js'
export { swapState, resetSwapState, type SwapState } from './swapState.js'
export { initializeSwap } from './initializeSwap.js'
export { fetchSwapQuote } from './fetchSwapQuote.js'
export { approveSwap } from './approveSwap.js'
export { executeSwap, SWAP_SUCCESS_MESSAGE } from '../flows/executeSwap.js'
export type { GasPrice, SwapQuote, SwapTokenInfo, SwapTransaction } from '../api/convertApi.js'
export type { SwapSource, SwapSourceQuote, SwapPairParameters } from './swapSource.js'
export { getSwapSource } from './getSwapSource.js'
export { createHostedSwapSource } from './createHostedSwapSource.js'
export { createChainSwapSource } from './chain/createChainSwapSource.js'
export { getUniswapV3Contracts, UNISWAP_V3_CONTRACTS } from './chain/uniswapV3Networks.js'
export { minimumReceived } from './minimumReceived.js'
export {
  GasPriceNetworkNotSupportedError,
  SwapFailedError,
  SwapNetworkNotSupportedError,
  SwapInputError,
  SwapPriceMovedError,
  SwapQuoteUnavailableError,
} from '../errors/swapErrors.js'
