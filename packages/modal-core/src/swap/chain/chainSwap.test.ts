// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startAnvil, TEST_WALLET_INFO, type Anvil } from '@agentry/test-utils'
import {
  addFullRangeLiquidity,
  deployUniswapV3,
  localClients,
  mined,
  uniswapV3Abis,
  type UniswapV3,
} from '@agentry/test-utils/chain-fixtures'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import { erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import { connect } from '../../flows/connect.js'
import { executeSwap } from '../../flows/executeSwap.js'
import { initModal } from '../../flows/initModal.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import type { ModalOptions } from '../../options/types.js'
import { routerState } from '../../router/routerState.js'
import { useWalletFixture } from '../../test/walletFixture.js'
import { settleBackgroundWork } from '../../utils/background.js'
import { approveSwap } from '../approveSwap.js'
import { fetchSwapQuote } from '../fetchSwapQuote.js'
import { initializeSwap } from '../initializeSwap.js'
import { swapState } from '../swapState.js'

const me = ANVIL_ACCOUNTS[0].address
// Uniswap, the token and the pools belong to another account; a third one moves the price.
const owner = ANVIL_ACCOUNTS[2]
const trader = ANVIL_ACCOUNTS[1]
let anvil: Anvil
let uniswap: UniswapV3
let tst: TestToken

beforeAll(async () => {
  anvil = await startAnvil()
  const { rpcUrl } = anvil
  uniswap = await deployUniswapV3({ rpcUrl, privateKey: owner.privateKey })
  tst = await deployTestToken({ rpcUrl, privateKey: owner.privateKey, supply: parseUnits('10000000', 18) })
  // Two pools: 0.3% at 1 ETH = 2,000 TST with deep liquidity, 0.05% at 1 ETH = 1,900 TST with less.
  await addFullRangeLiquidity({
    rpcUrl,
    uniswap,
    token: tst.address,
    tokenAmount: parseUnits('200000', 18),
    ethAmount: parseEther('100'),
    privateKey: owner.privateKey,
  })
  await addFullRangeLiquidity({
    rpcUrl,
    uniswap,
    token: tst.address,
    tokenAmount: parseUnits('19000', 18),
    ethAmount: parseEther('10'),
    fee: 500,
    privateKey: owner.privateKey,
  })
  const clients = await localClients({ rpcUrl, privateKey: owner.privateKey })
  const give = await clients.walletClient.writeContract({
    address: tst.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [me, parseUnits('10000', 18)],
  })
  await mined(clients, give)
}, 180_000)
afterAll(async () => {
  await anvil?.stop()
})

const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })
const local = (): CaipNetwork => ({
  ...createLocalDevChain({ rpcUrl: anvil.rpcUrl }),
  contracts: {
    uniswapV3: { quoterV2: uniswap.quoterV2, swapRouter02: uniswap.swapRouter02, weth9: uniswap.weth9 },
  },
})
const publicClient = async () => (await localClients({ rpcUrl: anvil.rpcUrl })).publicClient
const tstOf = async (address: Address) =>
  (await publicClient()).readContract({
    address: tst.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const allowanceOf = async (address: Address) =>
  (await publicClient()).readContract({
    address: tst.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [address, uniswap.swapRouter02],
  })
const nonceOf = async (address: Address) => (await publicClient()).getTransactionCount({ address })

async function quoterV2(tokenIn: Address, tokenOut: Address, amountIn: bigint, fee: number): Promise<bigint> {
  const { result } = await (
    await publicClient()
  ).simulateContract({
    address: uniswap.quoterV2,
    abi: uniswapV3Abis.quoterV2,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
  })
  return (result as readonly [bigint])[0]
}

async function connected(options: Partial<ModalOptions> = {}): Promise<void> {
  initModal({
    networks: [local()],
    tokens: { 'eip155:1337': [{ address: tst.address, name: 'Test Token', symbol: 'TST', decimals: 18 }] },
    ...options,
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
}

async function quote(from: string, to: string, amount: string): Promise<void> {
  swapState.sourceToken = swapState.tokens.find((token) => token.symbol === from)
  swapState.toToken = swapState.tokens.find((token) => token.symbol === to)
  swapState.sourceTokenAmount = amount
  await fetchSwapQuote()
}

describe('swaps on Uniswap v3 from the chain, with no project id', () => {
  test("the quote is QuoterV2's best fee tier, with the 1% minimum and the network fee", async () => {
    await connected()
    await initializeSwap()
    expect(swapState).toMatchObject({ unavailable: undefined, error: undefined, sourceToken: { symbol: 'ETH' } })
    expect(swapState.tokens.map((token) => token.symbol)).toEqual(['ETH', 'TST'])
    await quote('ETH', 'TST', '1')
    const byTier = await Promise.all(
      [500, 3000].map((fee) => quoterV2(uniswap.weth9, tst.address, parseEther('1'), fee)),
    )
    // The deep 0.3% pool pays more than the thin 0.05% one at a worse price.
    expect(byTier[1]).toBeGreaterThan(byTier[0]!)
    expect(swapState.quote).toMatchObject({ toAmount: String(byTier[1]), feeTier: 3000 })
    expect(swapState.error).toBeUndefined()
    expect(parseUnits(swapState.minimumReceived, 18)).toBe((byTier[1]! * 99n) / 100n)
    const fee = parseEther(swapState.networkFee)
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(parseEther('0.01'))
    expect(swapState.approvalNeeded).toBe(false)
  })

  test('ETH → token: one router multicall with the value, the token lands within the minimum', async () => {
    await connected()
    await initializeSwap()
    await quote('ETH', 'TST', '0.5')
    const { minimumReceived, quote: quoted } = swapState
    const before = await tstOf(me)
    const hash = await executeSwap()
    expect(swapState.error).toBeUndefined()
    const transaction = await (await publicClient()).getTransaction({ hash: hash! })
    expect(transaction).toMatchObject({ to: uniswap.swapRouter02.toLowerCase(), value: parseEther('0.5') })
    expect(transaction.input.slice(0, 10)).toBe('0x5ae401dc')
    const gained = (await tstOf(me)) - before
    expect(gained).toBeGreaterThanOrEqual(parseUnits(minimumReceived, 18))
    expect(gained).toBe(BigInt(quoted!.toAmount))
    expect(routerState.history).toEqual(['Account'])
  })

  test('token → ETH: an approve of exactly the amount, then the swap pays out native ETH', async () => {
    await connected()
    await initializeSwap()
    await quote('TST', 'ETH', '200')
    expect(swapState).toMatchObject({ approvalNeeded: true, error: undefined })
    // Refused before the approval, and nothing is sent.
    const nonce = await nonceOf(me)
    await expect(executeSwap()).resolves.toBeUndefined()
    expect(swapState.error).toBe('Something went wrong')
    expect(await nonceOf(me)).toBe(nonce)
    await approveSwap()
    expect(swapState).toMatchObject({ approvalNeeded: false, error: undefined })
    expect(await allowanceOf(me)).toBe(parseUnits('200', 18))
    const minimum = parseEther(swapState.minimumReceived)
    const [tstBefore, ethBefore] = [await tstOf(me), await (await publicClient()).getBalance({ address: me })]
    const hash = await executeSwap()
    expect(swapState.error).toBeUndefined()
    const receipt = await (await publicClient()).getTransactionReceipt({ hash: hash! })
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(tstBefore - (await tstOf(me))).toBe(parseUnits('200', 18))
    const received = (await (await publicClient()).getBalance({ address: me })) - ethBefore + gas
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(await allowanceOf(me)).toBe(0n)
  })

  test('a price moved past the slippage after the quote: a typed error, nothing sent, nothing moved', async () => {
    await connected()
    await initializeSwap()
    await quote('ETH', 'TST', '1')
    expect(swapState.error).toBeUndefined()
    // Another trader buys TST with 10 ETH: the pool's price moves about 20% against the quote.
    const clients = await localClients({ rpcUrl: anvil.rpcUrl, privateKey: trader.privateKey })
    const move = await clients.walletClient.writeContract({
      address: uniswap.swapRouter02,
      abi: uniswapV3Abis.swapRouter02,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: uniswap.weth9,
          tokenOut: tst.address,
          fee: 3000,
          recipient: trader.address,
          amountIn: parseEther('10'),
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      value: parseEther('10'),
    })
    await mined(clients, move)
    const [tstBefore, ethBefore, nonce] = [
      await tstOf(me),
      await (await publicClient()).getBalance({ address: me }),
      await nonceOf(me),
    ]
    await expect(executeSwap()).resolves.toBeUndefined()
    expect({ error: swapState.error, errorCode: swapState.errorCode, errorParams: swapState.errorParams }).toEqual({
      error: 'The price moved past the allowed slippage. Get a new quote.',
      errorCode: 'SWAP_FAILED',
      errorParams: { variant: 'priceMoved' },
    })
    expect(await nonceOf(me)).toBe(nonce)
    expect(await tstOf(me)).toBe(tstBefore)
    expect(await (await publicClient()).getBalance({ address: me })).toBe(ethBefore)
    // The form stays, so a new quote is one step away.
    expect(swapState).toMatchObject({ sourceTokenAmount: '1', toToken: { symbol: 'TST' }, loadingTransaction: false })
  })

  test('a rejected approve: Signature declined, the allowance and nonce stay, the approval is still needed', async () => {
    await connected()
    await initializeSwap()
    await quote('TST', 'ETH', '50')
    expect(swapState.approvalNeeded).toBe(true)
    const [allowance, nonce] = [await allowanceOf(me), await nonceOf(me)]
    fixture.wallet.flags.rejectTransaction = true
    await approveSwap()
    expect({ error: swapState.error, errorCode: swapState.errorCode, errorParams: swapState.errorParams }).toEqual({
      error: 'Signature declined',
      errorCode: 'USER_REJECTED',
      errorParams: { variant: 'sign' },
    })
    expect(await allowanceOf(me)).toBe(allowance)
    expect(await nonceOf(me)).toBe(nonce)
    expect(swapState).toMatchObject({ approvalNeeded: true, loadingApproval: false })
  })

  test("the deadline follows the chain's clock: a chain an hour ahead of this machine still takes the swap", async () => {
    const client = await publicClient()
    await client.request({ method: 'evm_increaseTime' as never, params: [3600] as never })
    await client.request({ method: 'evm_mine' as never })
    await connected()
    await initializeSwap()
    await quote('ETH', 'TST', '0.01')
    const before = await tstOf(me)
    const hash = await executeSwap()
    expect(swapState.error).toBeUndefined()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await tstOf(me)).toBeGreaterThan(before)
  })

  test('a pair with no pool in any fee tier: No quote is available for this pair', async () => {
    const other = await deployTestToken({ rpcUrl: anvil.rpcUrl, symbol: 'OTH', privateKey: owner.privateKey })
    await connected({
      tokens: { 'eip155:1337': [{ address: other.address, name: 'Other', symbol: 'OTH', decimals: 18 }] },
    })
    await initializeSwap()
    await quote('ETH', 'OTH', '1')
    expect(swapState).toMatchObject({
      quote: undefined,
      toTokenAmount: '',
      error: 'No quote is available for this pair',
    })
  })
})

describe('where the chain swap source cannot run', () => {
  test('a network with no Uniswap v3 contracts known: Network not supported for Swaps', async () => {
    await connected({ networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })] })
    await initializeSwap()
    expect(swapState).toMatchObject({
      unavailable: 'Network not supported for Swaps',
      unavailableCode: 'SWAP_NETWORK_UNSUPPORTED',
      tokens: [],
    })
  })

  test('the hosted source picked with no project id: a clear unavailable message', async () => {
    await connected({ dataSources: { swap: 'hosted' } })
    await initializeSwap()
    // As data, so a view can say it in the modal's language.
    expect(swapState).toMatchObject({
      unavailable: 'Swaps are not available in this app',
      unavailableCode: 'FEATURE_UNAVAILABLE',
      unavailableParams: { variant: 'swaps' },
    })
  })
})
