import type { UniswapV3Contracts } from '../../caip/types.js'
import type { Hex } from '../../evmCall/hex.js'
import { encodeExactInputSingle, encodeRouterMulticall, encodeUnwrapWETH9 } from './uniswapV3Calls.js'

/** How long a built swap stays valid: the router's `multicall` reverts after it. */
export const SWAP_DEADLINE_SECONDS = 20 * 60

export type BuildUniswapV3SwapParameters = {
  contracts: UniswapV3Contracts
  account: Hex
  /** The token paid, or undefined for the native currency (wrapped by the router). */
  tokenIn: Hex | undefined
  /** The token received, or undefined for the native currency (unwrapped by the router). */
  tokenOut: Hex | undefined
  fee: number
  amountIn: bigint
  amountOutMinimum: bigint
  /** Unix seconds; defaults to now plus 20 minutes. */
  deadline?: bigint
}

/**
 * The SwapRouter02 transaction of a single-pool exact-input swap, in the router's `multicall` with a
 * deadline. Native currency in: the value is sent and the router wraps it into WETH9. Native currency out:
 * the router receives the WETH9 and `unwrapWETH9` pays the account at least `amountOutMinimum`.
 *
 * @example
 * buildUniswapV3Swap({ contracts, account: me, tokenIn: undefined, tokenOut: usdc, fee: 500, amountIn: 10n ** 17n, amountOutMinimum })
 * // { to: router, data: '0x5ae401dc…', value: 100000000000000000n }
 */
export function buildUniswapV3Swap({
  contracts,
  account,
  tokenIn,
  tokenOut,
  fee,
  amountIn,
  amountOutMinimum,
  deadline = BigInt(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS),
}: BuildUniswapV3SwapParameters): { to: Hex; data: Hex; value: bigint } {
  const router = contracts.swapRouter02
  const swap = encodeExactInputSingle({
    tokenIn: tokenIn ?? contracts.weth9,
    tokenOut: tokenOut ?? contracts.weth9,
    fee,
    recipient: tokenOut ? account : router,
    amountIn,
    amountOutMinimum,
  })
  const calls = tokenOut ? [swap] : [swap, encodeUnwrapWETH9(amountOutMinimum, account)]
  return { to: router, data: encodeRouterMulticall(deadline, calls), value: tokenIn ? 0n : amountIn }
}
