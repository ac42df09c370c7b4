import type { SwapTokenInfo } from '../api/convertApi.js'
import type { SwapSourceQuote } from './swapSource.js'
import { createStore } from '../utils/createStore.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'
import type { ErrorCode, ErrorParams } from '../errors/errorCodes.js'

/** The swap form. Amounts are decimal strings in whole units. */
export type SwapState = {
  /** Set when swaps cannot run here: 'Network not supported for Swaps', or the hosted source with no project id. */
  unavailable: string | undefined
  /** The code of `unavailable`, to translate it by (`SWAP_NETWORK_UNSUPPORTED`, `FEATURE_UNAVAILABLE`). */
  unavailableCode: ErrorCode | undefined
  /** The values in `unavailable`, for a translation. */
  unavailableParams: ErrorParams | undefined
  initializing: boolean
  tokens: SwapTokenInfo[]
  sourceToken: SwapTokenInfo | undefined
  toToken: SwapTokenInfo | undefined
  sourceTokenAmount: string
  toTokenAmount: string
  /** The quote; the chain source adds the pool's fee tier and the network fee. */
  quote: SwapSourceQuote | undefined
  /** The least the swap may return (the quote less the slippage), in whole units of the target token; '' without a quote. */
  minimumReceived: string
  /** The swap's network fee in whole units of the native currency; '' where the source does not know it. */
  networkFee: string
  loadingQuote: boolean
  /** Gas price in wei (decimal string) used for quotes. */
  gasPrice: string | undefined
  /** The swap contract may not yet spend the source token: an approve transaction comes first. */
  approvalNeeded: boolean
  loadingApproval: boolean
  loadingTransaction: boolean
  /** Slippage tolerance in percent (spec section 9: 1). */
  slippage: number
} & ErrorStateFields

const store = /* @__PURE__ */ createStore<SwapState>({
  unavailable: undefined,
  unavailableCode: undefined,
  unavailableParams: undefined,
  initializing: false,
  tokens: [],
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  toTokenAmount: '',
  quote: undefined,
  minimumReceived: '',
  networkFee: '',
  loadingQuote: false,
  gasPrice: undefined,
  approvalNeeded: false,
  loadingApproval: false,
  loadingTransaction: false,
  ...NO_ERROR,
  slippage: 1,
})

/**
 * The swap form's state.
 *
 * @example
 * swapState.sourceToken?.symbol // 'ETH'
 */
export const swapState: SwapState = store.state

/**
 * Clears the swap form (on disconnect, a network change, or after a swap).
 *
 * @example
 * resetSwapState()
 */
export const resetSwapState: () => void = store.reset
