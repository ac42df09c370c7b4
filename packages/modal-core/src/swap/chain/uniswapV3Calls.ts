import { encodeCall } from '../../evmCall/abiCoder.js'
import type { Hex } from '../../evmCall/hex.js'

/**
 * Calldata of the Uniswap v3 and ERC-20 calls the chain swap source makes, encoded with the modal's own
 * ABI coder (viem's would ship its ABI machinery with the swap view). Selectors are pinned in the test
 * against viem's `toFunctionSelector`.
 */
export const SELECTORS = {
  /** QuoterV2 `quoteExactInputSingle((address,address,uint256,uint24,uint160))`. */
  quoteExactInputSingle: '0xc6a5026a',
  /** SwapRouter02 `exactInputSingle((address,address,uint24,address,uint256,uint256,uint160))`. */
  exactInputSingle: '0x04e45aaf',
  /** SwapRouter02 `multicall(uint256 deadline, bytes[] data)`: the calls revert after the deadline. */
  multicall: '0x5ae401dc',
  /** SwapRouter02 `unwrapWETH9(uint256 amountMinimum, address recipient)`. */
  unwrapWETH9: '0x49404b7c',
  approve: '0x095ea7b3',
  allowance: '0xdd62ed3e',
} as const satisfies Record<string, Hex>

/** The fee tiers of Uniswap v3 pools, in hundredths of a basis point (100 is 0.01%). */
export const FEE_TIERS = [100, 500, 3000, 10000] as const

export type ExactInputSingle = {
  tokenIn: Hex
  tokenOut: Hex
  fee: number
  recipient: Hex
  amountIn: bigint
  amountOutMinimum: bigint
}

/**
 * QuoterV2's quote of swapping `amountIn` of `tokenIn` through one pool.
 *
 * @example
 * encodeQuoteExactInputSingle({ tokenIn: weth, tokenOut: usdc, amountIn: 10n ** 18n, fee: 3000 })
 */
export function encodeQuoteExactInputSingle(parameters: {
  tokenIn: Hex
  tokenOut: Hex
  amountIn: bigint
  fee: number
}): Hex {
  const { tokenIn, tokenOut, amountIn, fee } = parameters
  return encodeCall(
    SELECTORS.quoteExactInputSingle,
    [['address', 'address', 'uint256', 'uint24', 'uint160']],
    [[tokenIn, tokenOut, amountIn, fee, 0n]],
  )
}

/**
 * SwapRouter02's single-pool exact-input swap (no price limit).
 *
 * @example
 * encodeExactInputSingle({ tokenIn: weth, tokenOut: usdc, fee: 500, recipient: me, amountIn, amountOutMinimum })
 */
export function encodeExactInputSingle(parameters: ExactInputSingle): Hex {
  const { tokenIn, tokenOut, fee, recipient, amountIn, amountOutMinimum } = parameters
  return encodeCall(
    SELECTORS.exactInputSingle,
    [['address', 'address', 'uint24', 'address', 'uint256', 'uint256', 'uint160']],
    [[tokenIn, tokenOut, fee, recipient, amountIn, amountOutMinimum, 0n]],
  )
}

/**
 * SwapRouter02's `multicall` with a deadline (unix seconds).
 *
 * @example
 * encodeRouterMulticall(deadline, [encodeExactInputSingle(swap), encodeUnwrapWETH9(minimum, me)])
 */
export function encodeRouterMulticall(deadline: bigint, calls: readonly Hex[]): Hex {
  return encodeCall(SELECTORS.multicall, ['uint256', { array: 'bytes' }], [deadline, calls])
}

/**
 * SwapRouter02's `unwrapWETH9`: the router's WETH9 balance (at least `amountMinimum`) sent as native currency.
 *
 * @example
 * encodeUnwrapWETH9(minimum, me)
 */
export function encodeUnwrapWETH9(amountMinimum: bigint, recipient: Hex): Hex {
  return encodeCall(SELECTORS.unwrapWETH9, ['uint256', 'address'], [amountMinimum, recipient])
}

/**
 * ERC-20 `approve(spender, amount)`.
 *
 * @example
 * encodeApprove(router, 300_000000n)
 */
export function encodeApprove(spender: Hex, amount: bigint): Hex {
  return encodeCall(SELECTORS.approve, ['address', 'uint256'], [spender, amount])
}

/**
 * ERC-20 `allowance(owner, spender)`.
 *
 * @example
 * encodeAllowance(me, router)
 */
export function encodeAllowance(owner: Hex, spender: Hex): Hex {
  return encodeCall(SELECTORS.allowance, ['address', 'address'], [owner, spender])
}
