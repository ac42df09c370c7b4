// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startAnvil, TEST_WALLET_INFO, type Anvil } from '@agentry/test-utils'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import { createPublicClient, createWalletClient, erc20Abi, getAddress, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { registerNamespace } from '../adapters/namespaces.js'
import { solanaNamespace } from '../adapters/solana/solanaNamespace.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from './connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { snackbarState } from '../snackbar/snackbarState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { hasInsufficientGas } from '../send/hasInsufficientGas.js'
import { loadSendGas } from '../send/loadSendGas.js'
import { sendState } from '../send/sendState.js'
import { sendToken } from './sendToken.js'
import { validateSend } from '../send/validateSend.js'

const me = ANVIL_ACCOUNTS[0].address
const receiver = '0x000000000000000000000000000000000000bEEF'
const owner = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let usdc: TestToken

beforeAll(async () => {
  anvil = await startAnvil()
  usdc = await deployTestToken({
    rpcUrl: anvil.rpcUrl,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    privateKey: owner.privateKey,
  })
  const wallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), transport: http(anvil.rpcUrl) })
  await wallet.writeContract({
    chain: null,
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [me, parseUnits('250', 6)],
  })
})
afterAll(async () => {
  await anvil.stop()
})

const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })
const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })

/** Connected with the USDC token listed, balances and gas loaded, the send view open. */
async function ready(): Promise<void> {
  initModal({
    networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })],
    tokens: { 'eip155:1337': [{ address: usdc.address, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] },
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
  await fetchTokenBalances({ force: true })
  pushView('Account')
  pushView('Send')
}
const pick = (symbol: string) => sendState.tokenBalances.find((token) => token.symbol === symbol)

describe('sendToken on anvil', () => {
  test('native: Transaction started, the receiver has it on chain, the form cleared, back to Account with no back navigation', async () => {
    await ready()
    sendState.token = pick('ETH')
    await loadSendGas()
    expect(BigInt(sendState.gasPrice!)).toBeGreaterThan(0n)
    Object.assign(sendState, { sendTokenAmount: '0.25', receiverAddress: receiver })
    const before = await chain().getBalance({ address: receiver })
    const hash = await sendToken()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await chain().getBalance({ address: receiver })) - before).toBe(parseEther('0.25'))
    expect(snackbarState).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(routerState.history).toEqual(['Account'])
    expect(sendState).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
  })

  test('ERC-20: a contract transfer of exactly the amount', async () => {
    await ready()
    Object.assign(sendState, { token: pick('USDC'), sendTokenAmount: '12.5', receiverAddress: receiver })
    const before = await chain().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    })
    await sendToken()
    const after = await chain().readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    })
    expect(after - before).toBe(parseUnits('12.5', 6))
    // The balances were read again after the send (no other test here moves USDC).
    expect(getActiveAccount().tokenBalance.find((token) => token.symbol === 'USDC')?.quantity.numeric).toBe('237.5')
  })

  test('declined in the wallet: Signature declined, the form stays', async () => {
    await ready()
    fixture.wallet.flags.rejectTransaction = true
    sendState.token = pick('ETH')
    await loadSendGas()
    Object.assign(sendState, { sendTokenAmount: '1', receiverAddress: receiver })
    await expect(sendToken()).resolves.toBeUndefined()
    expect(snackbarState).toMatchObject({ message: 'Signature declined', variant: 'error' })
    expect(sendState).toMatchObject({ sendTokenAmount: '1', receiverAddress: receiver, loading: false })
  })

  test('a send the chain refuses: Something went wrong', async () => {
    await ready()
    // The form believes in more USDC than the chain holds: the transfer reverts.
    const token = { ...pick('USDC')!, quantity: { decimals: '6', numeric: '1000000' } }
    Object.assign(sendState, { token, sendTokenAmount: '999999', receiverAddress: receiver })
    await expect(sendToken()).resolves.toBeUndefined()
    expect(snackbarState).toMatchObject({ message: 'Something went wrong', variant: 'error' })
  })

  test('an account with no ETH: Insufficient gas, nothing sent', async () => {
    await ready()
    fixture.wallet.switchAccount(generatePrivateKey())
    await settleBackgroundWork()
    await fetchTokenBalances({ force: true })
    expect(pick('ETH')?.quantity.numeric).toBe('0')
    Object.assign(sendState, {
      token: { ...pick('ETH')!, quantity: { decimals: '18', numeric: '1' } },
      sendTokenAmount: '0.5',
      receiverAddress: receiver,
    })
    await loadSendGas()
    await expect(sendToken()).resolves.toBeUndefined()
    expect(snackbarState).toMatchObject({ message: 'Insufficient gas', variant: 'error' })
  })

  test('invalid input sends nothing and says why', async () => {
    await ready()
    const nonce = await chain().getTransactionCount({ address: me })
    Object.assign(sendState, { token: pick('USDC'), sendTokenAmount: '', receiverAddress: receiver })
    await sendToken()
    expect(snackbarState.message).toBe('Please enter a valid amount and receiver address')
    Object.assign(sendState, { sendTokenAmount: '251' })
    await sendToken()
    // A message replacing a shown one swaps in after 150 ms (spec section 9).
    await vi.waitFor(() => expect(snackbarState.message).toBe('Insufficient funds'))
    expect(await chain().getTransactionCount({ address: me })).toBe(nonce)
  })
})

describe('validateSend', () => {
  // What the first Solana wallet's adapter does: the solana receiver check is its descriptor's.
  let unregister = () => {}
  beforeAll(() => {
    unregister = registerNamespace(solanaNamespace)
  })
  afterAll(() => unregister())
  const eth = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1337',
    price: 0,
    quantity: { decimals: '18', numeric: '2' },
    iconUrl: '',
  }
  const sol = { ...eth, symbol: 'SOL', chainId: 'solana:x', quantity: { decimals: '9', numeric: '2' } }
  test.each([
    [
      'no amount',
      { namespace: 'eip155', token: eth, sendTokenAmount: undefined, receiverAddress: receiver, gasPrice: '1' },
      'Please enter a valid amount and receiver address',
    ],
    [
      'no receiver',
      { namespace: 'eip155', token: eth, sendTokenAmount: '1', receiverAddress: ' ', gasPrice: '1' },
      'Please enter a valid amount and receiver address',
    ],
    [
      'zero',
      { namespace: 'eip155', token: eth, sendTokenAmount: '0', receiverAddress: receiver, gasPrice: '1' },
      'Please enter a valid amount and receiver address',
    ],
    [
      'not a number',
      { namespace: 'eip155', token: eth, sendTokenAmount: '1,5', receiverAddress: receiver, gasPrice: '1' },
      'Please enter a valid amount and receiver address',
    ],
    [
      'a Solana receiver on EVM',
      {
        namespace: 'eip155',
        token: eth,
        sendTokenAmount: '1',
        receiverAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        gasPrice: '1',
      },
      'Please enter a valid amount and receiver address',
    ],
    [
      'native EVM without the gas price',
      { namespace: 'eip155', token: eth, sendTokenAmount: '1', receiverAddress: receiver, gasPrice: undefined },
      'Please enter a valid amount and receiver address',
    ],
    [
      'more than the balance',
      { namespace: 'eip155', token: eth, sendTokenAmount: '2.000001', receiverAddress: receiver, gasPrice: '1' },
      'Insufficient funds',
    ],
    [
      'Solana without receiver',
      { namespace: 'solana', token: sol, sendTokenAmount: '1', receiverAddress: undefined, gasPrice: undefined },
      'Please enter a valid amount and receiver address',
    ],
    [
      'an EVM receiver on Solana',
      { namespace: 'solana', token: sol, sendTokenAmount: '1', receiverAddress: receiver, gasPrice: undefined },
      'Please enter a valid amount and receiver address',
    ],
  ] as const)('%s', (_, parameters, message) => {
    expect(validateSend(parameters)?.shortMessage).toBe(message)
  })
  test('valid sends', () => {
    expect(
      validateSend({
        namespace: 'eip155',
        token: eth,
        sendTokenAmount: '2',
        receiverAddress: getAddress(receiver),
        gasPrice: '1',
      }),
    ).toBeUndefined()
    expect(
      validateSend({
        namespace: 'solana',
        token: sol,
        sendTokenAmount: '0.5',
        receiverAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        gasPrice: undefined,
      }),
    ).toBeUndefined()
  })
})

describe('hasInsufficientGas', () => {
  test.each([
    [{ nativeBalance: '0', networkBalanceInUSD: undefined, gasPriceInUSD: undefined, accountType: 'eoa' }, true],
    [{ nativeBalance: '1', networkBalanceInUSD: '3000', gasPriceInUSD: 3000.01, accountType: 'eoa' }, true],
    [{ nativeBalance: '1', networkBalanceInUSD: '3000', gasPriceInUSD: 2.5, accountType: 'eoa' }, false],
    [{ nativeBalance: '1', networkBalanceInUSD: undefined, gasPriceInUSD: undefined, accountType: 'eoa' }, false],
    [{ nativeBalance: '0', networkBalanceInUSD: '0', gasPriceInUSD: 5, accountType: 'smartAccount' }, false],
  ] as const)('%o → %s', (parameters, expected) => {
    expect(hasInsufficientGas(parameters)).toBe(expected)
  })
})
