// @vitest-environment happy-dom
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { deploySwapTestbed } from '@agentry/test-utils/swap'
import type { TestToken } from '@agentry/test-utils/token'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connect } from '../flows/connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { routerState } from '../router/routerState.js'
import { snackbarState } from '../snackbar/snackbarState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { approveSwap } from './approveSwap.js'
import { executeSwap } from '../flows/executeSwap.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { initializeSwap } from './initializeSwap.js'
import { swapState } from './swapState.js'

const me = ANVIL_ACCOUNTS[0].address
// The token and the router belong to another account: only the user's own swaps move its balances.
const owner = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let usdc: TestToken
let service: BlockchainApiService
const USDC_PER_ETH = 3000n

beforeAll(async () => {
  // Chain id 1: swaps run only on the 12 networks of the spec, and this node stands in for Ethereum.
  anvil = await startAnvil({ chainId: 1 })
  const testbed = await deploySwapTestbed({
    rpcUrl: anvil.rpcUrl,
    privateKey: owner.privateKey,
    usdcPerEth: USDC_PER_ETH,
  })
  usdc = testbed.usdc
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    swap: testbed.service,
  })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})

const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl, wallet: { chainId: 1 } })
const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const usdcOf = (address: `0x${string}`) =>
  chain().readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const mainnetHere = () => ({ ...ethereumMainnet, rpcUrls: { default: { http: [fixture.rpcUrl] } } })
const hosted = (): Partial<ModalOptions> => ({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })

async function connected(options: Partial<ModalOptions>): Promise<void> {
  initModal({ networks: [mainnetHere()], ...options })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
}

async function quote(from: string, to: string, amount: string): Promise<void> {
  swapState.sourceToken = swapState.tokens.find((token) => token.symbol === from)
  swapState.toToken = swapState.tokens.find((token) => token.symbol === to)
  swapState.sourceTokenAmount = amount
  await fetchSwapQuote()
}

describe('swaps against a real router on anvil', () => {
  test("ETH to USDC: the quote is the router's, the swap runs on chain, back to Account with Transaction started", async () => {
    await connected(hosted())
    await initializeSwap()
    expect(swapState).toMatchObject({ unavailable: undefined, slippage: 1, sourceToken: { symbol: 'ETH' } })
    expect(swapState.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(BigInt(swapState.gasPrice!)).toBeGreaterThan(0n)
    await quote('ETH', 'USDC', '0.5')
    expect(swapState).toMatchObject({ toTokenAmount: '1500', approvalNeeded: false, error: undefined })
    const before = await usdcOf(me)
    const hash = await executeSwap()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await usdcOf(me)) - before).toBe(parseUnits('1500', 6))
    expect(snackbarState).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(routerState.history).toEqual(['Account'])
    expect(swapState.quote).toBeUndefined()
  })

  test('USDC to ETH: approval first (the swap is refused before it), then the swap; 1% slippage in the built transaction', async () => {
    await connected(hosted())
    await initializeSwap()
    await quote('USDC', 'ETH', '300')
    expect(swapState).toMatchObject({ toTokenAmount: '0.1', approvalNeeded: true })
    await expect(executeSwap()).resolves.toBeUndefined()
    expect(swapState.error).toBe('Something went wrong')
    await approveSwap()
    expect(swapState).toMatchObject({ approvalNeeded: false, error: undefined })
    const [usdcBefore, ethBefore] = [await usdcOf(me), await chain().getBalance({ address: me })]
    await executeSwap()
    expect(usdcBefore - (await usdcOf(me))).toBe(parseUnits('300', 6))
    const gained = (await chain().getBalance({ address: me })) - ethBefore
    // 0.1 ETH in, less the gas the swap cost.
    expect(gained).toBeGreaterThan(parseEther('0.099'))
    expect(gained).toBeLessThan(parseEther('0.1'))
    const built = service.requests.find((request) => request.path === '/v1/convert/build-transaction')
    expect(built?.body).toMatchObject({
      projectId: 'project-1',
      eip155: { slippage: '1' },
      disableEstimate: true,
      userAddress: `eip155:1:${me}`,
    })
  })

  test("a declined approval shows its own code, not the previous error's (a stale code showed another text)", async () => {
    await connected(hosted())
    await initializeSwap()
    await quote('USDC', 'USDC', '1')
    expect(swapState).toMatchObject({ errorCode: 'SWAP_FAILED', errorParams: { variant: 'noQuote' } })
    fixture.wallet.flags.rejectTransaction = true
    await approveSwap()
    expect({ error: swapState.error, errorCode: swapState.errorCode, errorParams: swapState.errorParams }).toEqual({
      error: 'Signature declined',
      errorCode: 'USER_REJECTED',
      errorParams: { variant: 'sign' },
    })
  })

  test('a declined swap: Signature declined, nothing moves, the form stays', async () => {
    await connected(hosted())
    await initializeSwap()
    await quote('ETH', 'USDC', '0.01')
    fixture.wallet.flags.rejectTransaction = true
    const before = await usdcOf(me)
    await expect(executeSwap()).resolves.toBeUndefined()
    expect(swapState).toMatchObject({ error: 'Signature declined', toTokenAmount: '30', loadingTransaction: false })
    expect(await usdcOf(me)).toBe(before)
  })

  test('a pair the service has no quote for: No quote is available for this pair', async () => {
    await connected(hosted())
    await initializeSwap()
    await quote('USDC', 'USDC', '1')
    expect(swapState).toMatchObject({
      quote: undefined,
      toTokenAmount: '',
      error: 'No quote is available for this pair',
      loadingQuote: false,
    })
  })

  test('a bad amount clears the quote and says Invalid input; an empty one just clears it', async () => {
    await connected(hosted())
    await initializeSwap()
    await quote('ETH', 'USDC', 'abc')
    expect(swapState).toMatchObject({ quote: undefined, toTokenAmount: '', error: 'Invalid input' })
    await quote('ETH', 'USDC', '')
    expect(swapState).toMatchObject({ quote: undefined, error: undefined })
  })
})

describe('where swaps cannot run', () => {
  test('a network outside the 12: Network not supported for Swaps, the service is not asked', async () => {
    await connected({ ...hosted(), networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl }), mainnetHere()] })
    const { switchNetwork } = await import('../flows/switchNetwork.js')
    await switchNetwork(createLocalDevChain({ rpcUrl: fixture.rpcUrl }))
    service.requests.length = 0
    await initializeSwap()
    expect(swapState.unavailable).toBe('Network not supported for Swaps')
    expect(service.requests).toEqual([])
  })

  test('the hosted source picked with no project id: a clear unavailable message, no request', async () => {
    await connected({ dataSources: { swap: 'hosted' } })
    service.requests.length = 0
    await initializeSwap()
    expect(swapState.unavailable).toBe('Swaps are not available in this app')
    expect(service.requests).toEqual([])
  })
})
