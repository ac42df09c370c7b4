import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import { ANVIL_ACCOUNTS } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { deployTestToken, type TestToken } from '../testToken.js'
import { localClients } from '../localClients.js'
import { deployMulticall3, MULTICALL3_ADDRESS, multicall3Abi } from './multicall3.js'
import { addFullRangeLiquidity, deployUniswapV3, uniswapV3Abis, type UniswapV3 } from './uniswapV3.js'

describe('Uniswap v3 and Multicall3 from their published artifacts', () => {
  let anvil: Anvil
  let uniswap: UniswapV3
  let token: TestToken
  let pool: Address
  const user = ANVIL_ACCOUNTS[2]

  beforeAll(async () => {
    anvil = await startAnvil()
    uniswap = await deployUniswapV3({ rpcUrl: anvil.rpcUrl })
    token = await deployTestToken({ rpcUrl: anvil.rpcUrl })
    // 1 ETH = 2,000 TST
    pool = await addFullRangeLiquidity({
      rpcUrl: anvil.rpcUrl,
      uniswap,
      token: token.address,
      tokenAmount: parseUnits('200000', 18),
      ethAmount: parseEther('100'),
    })
    await deployMulticall3({ rpcUrl: anvil.rpcUrl })
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('holds both tokens in the pool it created', async () => {
    const { publicClient } = await localClients({ rpcUrl: anvil.rpcUrl })
    const read = (address: Address) =>
      publicClient.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [pool] })
    // Full-range minting takes nearly all of each amount (rounding leaves a few wei behind).
    expect(await read(uniswap.weth9)).toBeGreaterThan(parseEther('99.99'))
    expect(await read(token.address)).toBeGreaterThan(parseUnits('199990', 18))
  })

  it('quotes with QuoterV2 and swaps ETH in through SwapRouter02 for exactly the quote', async () => {
    const { publicClient, walletClient } = await localClients({ rpcUrl: anvil.rpcUrl, privateKey: user.privateKey })
    const params = {
      tokenIn: uniswap.weth9,
      tokenOut: token.address,
      amountIn: parseEther('1'),
      fee: 3000,
      sqrtPriceLimitX96: 0n,
    }
    const { result } = await publicClient.simulateContract({
      address: uniswap.quoterV2,
      abi: uniswapV3Abis.quoterV2,
      functionName: 'quoteExactInputSingle',
      args: [params],
    })
    const [amountOut] = result as readonly [bigint, bigint, number, bigint]
    // About 2,000 TST less the 0.3% fee and the price impact of 1% of the pool.
    expect(amountOut).toBeGreaterThan(parseUnits('1960', 18))
    expect(amountOut).toBeLessThan(parseUnits('1994', 18))

    const before = await publicClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    const hash = await walletClient.writeContract({
      address: uniswap.swapRouter02,
      abi: uniswapV3Abis.swapRouter02,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: uniswap.weth9,
          tokenOut: token.address,
          fee: 3000,
          recipient: user.address,
          amountIn: parseEther('1'),
          amountOutMinimum: (amountOut * 99n) / 100n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      value: parseEther('1'),
    })
    expect((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    const after = await publicClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    expect(after - before).toBe(amountOut)
  })

  it('reads a native and an ERC-20 balance in one aggregate3 call at the canonical Multicall3 address', async () => {
    const { publicClient } = await localClients({ rpcUrl: anvil.rpcUrl })
    // aggregate3 is payable, so viem calls it through simulateContract (an eth_call all the same).
    const { result } = await publicClient.simulateContract({
      address: MULTICALL3_ADDRESS,
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          {
            target: MULTICALL3_ADDRESS,
            allowFailure: false,
            callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [user.address] }),
          },
          {
            target: token.address,
            allowFailure: true,
            callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user.address] }),
          },
        ],
      ],
    })
    const [native, erc20] = result
    expect(native?.success).toBe(true)
    expect(BigInt(native?.returnData ?? '0x0')).toBe(await publicClient.getBalance({ address: user.address }))
    expect(erc20?.success).toBe(true)
    expect(BigInt(erc20?.returnData ?? '0x0')).toBeGreaterThan(0n)
  })
})
