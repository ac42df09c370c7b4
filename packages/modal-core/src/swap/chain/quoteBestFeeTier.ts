import { decodeAbi } from '../../evmCall/abiCoder.js'
import type { Hex } from '../../evmCall/hex.js'
import { rpcBatchSettled } from '../../evmCall/rpcRequest.js'
import { encodeQuoteExactInputSingle, FEE_TIERS } from './uniswapV3Calls.js'

export type QuoteBestFeeTierParameters = {
  rpcUrl: string
  quoterV2: Hex
  tokenIn: Hex
  tokenOut: Hex
  amountIn: bigint
}
/** The best pool's output, its fee tier and QuoterV2's estimate of the swap's gas. */
export type QuoteBestFeeTierReturnType = { amountOut: bigint; feeTier: number; gasEstimate: bigint } | undefined

/**
 * Asks QuoterV2 `quoteExactInputSingle` for every fee tier (100, 500, 3000, 10000) in one JSON-RPC batch
 * and keeps the tier that gives the most. A tier without a pool (or without liquidity) reverts and is
 * skipped; undefined when no tier has one.
 *
 * @throws HttpStatusError | RpcRequestError when the node cannot be reached
 * @example
 * await quoteBestFeeTier({ rpcUrl, quoterV2, tokenIn: weth, tokenOut: usdc, amountIn: 10n ** 18n })
 * // { amountOut: 2993_012345n, feeTier: 500, gasEstimate: 84211n }
 */
export async function quoteBestFeeTier({
  rpcUrl,
  quoterV2,
  tokenIn,
  tokenOut,
  amountIn,
}: QuoteBestFeeTierParameters): Promise<QuoteBestFeeTierReturnType> {
  const answers = await rpcBatchSettled(
    rpcUrl,
    FEE_TIERS.map((fee) => ({
      method: 'eth_call',
      params: [{ to: quoterV2, data: encodeQuoteExactInputSingle({ tokenIn, tokenOut, amountIn, fee }) }, 'latest'],
    })),
  )
  let best: QuoteBestFeeTierReturnType
  answers.forEach((answer, index) => {
    if (answer.status !== 'fulfilled') return
    let decoded: ReturnType<typeof decodeAbi>
    try {
      decoded = decodeAbi(['uint256', 'uint160', 'uint32', 'uint256'], answer.value as Hex)
    } catch {
      return
    }
    const [amountOut, , , gasEstimate] = decoded as [bigint, bigint, number, bigint]
    if (amountOut > 0n && (!best || amountOut > best.amountOut))
      best = { amountOut, feeTier: FEE_TIERS[index]!, gasEstimate }
  })
  return best
}
