import type { SwapQuote, SwapTokenInfo, SwapTransaction } from '../api/convertApi.js'
import type { CaipAddress, CaipNetwork } from '../caip/types.js'
import type { DataSourceKind } from '../options/types.js'

/**
 * A quote as a swap source gives it: the amounts, and where the source knows them the pool's fee tier
 * (hundredths of a basis point: 3000 is 0.3%) and the network fee in wei.
 */
export type SwapSourceQuote = SwapQuote & { feeTier?: number; networkFee?: string }

/** The pair and amount a quote or a swap is for; `amount` in the source token's smallest units. */
export type SwapPairParameters = {
  network: CaipNetwork
  /** The user's CAIP-10 account. */
  account: CaipAddress
  from: CaipAddress
  to: CaipAddress
  amount: bigint
}

/**
 * Where swaps come from: the hosted swap service or Uniswap v3 on chain. The swap actions call it; the
 * views read `swapState` and never learn which source answered.
 */
export type SwapSource = {
  readonly kind: DataSourceKind
  /** Whether swaps can run on the network ('Network not supported for Swaps' where not). */
  supports(network: CaipNetwork): boolean
  /** The tokens that can be swapped there, the native currency first (0xeeee…eeee). */
  getTokens(parameters: { network: CaipNetwork }): Promise<SwapTokenInfo[]>
  /** The gas price in wei (decimal string), undefined where unknown. */
  getGasPrice(parameters: { network: CaipNetwork }): Promise<string | undefined>
  /**
   * The best quote for the pair, undefined when there is none.
   * @throws SwapNetworkNotSupportedError | RpcRequestError | ApiError
   */
  getQuote(parameters: SwapPairParameters & { gasPrice: string | undefined }): Promise<SwapSourceQuote | undefined>
  /** How much of `token` the swap contract may spend for the account; undefined for the native currency. */
  getAllowance(parameters: {
    network: CaipNetwork
    account: CaipAddress
    token: CaipAddress
  }): Promise<bigint | undefined>
  /** The approve transaction letting the swap contract spend `amount` of `from` (the chain source approves exactly that). */
  buildApprove(parameters: SwapPairParameters): Promise<SwapTransaction>
  /**
   * The swap transaction for `quote`, at most `slippage` percent below it.
   * @throws SwapPriceMovedError (chain) when the swap would now get less than the bound
   */
  buildSwap(parameters: SwapPairParameters & { quote: SwapSourceQuote; slippage: number }): Promise<SwapTransaction>
}
