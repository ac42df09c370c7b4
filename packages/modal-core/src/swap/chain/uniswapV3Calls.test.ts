import { uniswapV3Abis } from '@agentry/test-utils/chain-fixtures'
import { encodeFunctionData, erc20Abi, toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { buildUniswapV3Swap } from './buildUniswapV3Swap.js'
import {
  encodeAllowance,
  encodeApprove,
  encodeExactInputSingle,
  encodeQuoteExactInputSingle,
  encodeRouterMulticall,
  encodeUnwrapWETH9,
  SELECTORS,
} from './uniswapV3Calls.js'

const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const router = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const contracts = { quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e', swapRouter02: router, weth9: weth } as const

describe('Uniswap v3 calldata, written by hand, is what viem encodes from the published ABIs', () => {
  test('selectors', () => {
    expect(SELECTORS).toEqual({
      quoteExactInputSingle: toFunctionSelector('quoteExactInputSingle((address,address,uint256,uint24,uint160))'),
      exactInputSingle: toFunctionSelector(
        'exactInputSingle((address,address,uint24,address,uint256,uint256,uint160))',
      ),
      multicall: toFunctionSelector('multicall(uint256,bytes[])'),
      unwrapWETH9: toFunctionSelector('unwrapWETH9(uint256,address)'),
      approve: toFunctionSelector('approve(address,uint256)'),
      allowance: toFunctionSelector('allowance(address,address)'),
    })
  })

  test('a quote, a swap, an unwrap and the multicall around them', () => {
    const quote = { tokenIn: weth, tokenOut: usdc, amountIn: 10n ** 18n, fee: 500 } as const
    expect(encodeQuoteExactInputSingle(quote)).toBe(
      encodeFunctionData({
        abi: uniswapV3Abis.quoterV2,
        functionName: 'quoteExactInputSingle',
        args: [{ ...quote, sqrtPriceLimitX96: 0n }],
      }),
    )
    const swap = {
      tokenIn: usdc,
      tokenOut: weth,
      fee: 3000,
      recipient: router,
      amountIn: 5n,
      amountOutMinimum: 4n,
    } as const
    const swapData = encodeExactInputSingle(swap)
    expect(swapData).toBe(
      encodeFunctionData({
        abi: uniswapV3Abis.swapRouter02,
        functionName: 'exactInputSingle',
        args: [{ ...swap, sqrtPriceLimitX96: 0n }],
      }),
    )
    const unwrap = encodeUnwrapWETH9(4n, me)
    expect(unwrap).toBe(
      encodeFunctionData({ abi: uniswapV3Abis.swapRouter02, functionName: 'unwrapWETH9', args: [4n, me] }),
    )
    expect(encodeRouterMulticall(1_900_000_000n, [swapData, unwrap])).toBe(
      encodeFunctionData({
        abi: uniswapV3Abis.swapRouter02,
        functionName: 'multicall',
        args: [1_900_000_000n, [swapData, unwrap]],
      }),
    )
  })

  test('approve and allowance', () => {
    expect(encodeApprove(router, 300n)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, 300n] }),
    )
    expect(encodeAllowance(me, router)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [me, router] }),
    )
  })

  test('native in sends the value and the user receives; native out goes to the router and is unwrapped to the user; token to token pays the user', () => {
    const base = { contracts, account: me, fee: 500, amountIn: 7n, amountOutMinimum: 6n, deadline: 100n } as const
    const ethIn = buildUniswapV3Swap({ ...base, tokenIn: undefined, tokenOut: usdc })
    expect(ethIn).toEqual({
      to: router,
      value: 7n,
      data: encodeRouterMulticall(100n, [
        encodeExactInputSingle({
          tokenIn: weth,
          tokenOut: usdc,
          fee: 500,
          recipient: me,
          amountIn: 7n,
          amountOutMinimum: 6n,
        }),
      ]),
    })
    const ethOut = buildUniswapV3Swap({ ...base, tokenIn: usdc, tokenOut: undefined })
    expect(ethOut).toEqual({
      to: router,
      value: 0n,
      data: encodeRouterMulticall(100n, [
        encodeExactInputSingle({
          tokenIn: usdc,
          tokenOut: weth,
          fee: 500,
          recipient: router,
          amountIn: 7n,
          amountOutMinimum: 6n,
        }),
        encodeUnwrapWETH9(6n, me),
      ]),
    })
    const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
    expect(buildUniswapV3Swap({ ...base, tokenIn: usdc, tokenOut: dai })).toEqual({
      to: router,
      value: 0n,
      data: encodeRouterMulticall(100n, [
        encodeExactInputSingle({
          tokenIn: usdc,
          tokenOut: dai,
          fee: 500,
          recipient: me,
          amountIn: 7n,
          amountOutMinimum: 6n,
        }),
      ]),
    })
  })
})
