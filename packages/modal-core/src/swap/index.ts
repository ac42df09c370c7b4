// @agentry/modal-core/swap: the swap form (loaded when the swap view opens; it brings the decimal library).
export { SWAP_NETWORK_IDS, SWAP_SLIPPAGE, NATIVE_SWAP_TOKEN } from './swapNetworks.js'
export { swapState, resetSwapState, type SwapState } from './swapState.js'
export { initializeSwap } from './initializeSwap.js'
export { fetchSwapQuote } from './fetchSwapQuote.js'
export { approveSwap } from './approveSwap.js'
export { executeSwap, SWAP_SUCCESS_MESSAGE } from '../flows/executeSwap.js'
export type { GasPrice, SwapQuote, SwapTokenInfo, SwapTransaction } from '../api/convertApi.js'
export {
  GasPriceNetworkNotSupportedError,
  SwapFailedError,
  SwapNetworkNotSupportedError,
  SwapInputError,
  SwapQuoteUnavailableError,
} from '../errors/swapErrors.js'
