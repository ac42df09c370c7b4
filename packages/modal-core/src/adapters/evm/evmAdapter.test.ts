import { ANVIL_ACCOUNTS, createTestWallet, startAnvil, type Anvil, type TestWallet } from '@agentry/test-utils'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import { createPublicClient, erc20Abi, http, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Account } from '../../caip/types.js'
import { createMockProvider } from '../../connectors/mock/createMockProvider.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import type { ChainAdapter, Eip1193Provider } from '../types.js'
import { createEvmAdapter } from './createEvmAdapter.js'
import { estimateGas } from './estimateGas.js'
import { getAssets } from './getAssets.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { readTokenBalance } from './readTokenBalance.js'
import { sendTransfer } from './index.js'
import { sendCalls } from './sendCalls.js'
import { signTypedData } from './signTypedData.js'

const [me, friend] = ANVIL_ACCOUNTS
/** Anvil's tenth default account: nothing in these tests sends from or to it. */
const untouched = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const receiver = '0x000000000000000000000000000000000000dEaD'
let anvil: Anvil
let token: TestToken
let wallet: TestWallet
let adapter: ChainAdapter
const network = () => createLocalDevChain({ rpcUrl: anvil.rpcUrl })
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const tokenBalance = (owner: Address) =>
  client().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** A wallet that answers `answer` to one method and forwards everything else to the test wallet. */
const answering = (method: string, answer: unknown): Eip1193Provider => ({
  request: async (args) =>
    args.method === method ? answer : wallet.request(args as { method: string; params?: unknown }),
})

beforeAll(async () => {
  anvil = await startAnvil()
  token = await deployTestToken({ rpcUrl: anvil.rpcUrl, name: 'Test Dollar', symbol: 'TUSD', decimals: 6 })
})
afterAll(async () => {
  await anvil.stop()
})
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: anvil.rpcUrl, knownChainIds: [1] })
  adapter = createEvmAdapter({ provider: wallet })
})

describe('createEvmAdapter: accounts', () => {
  test('reconnect finds nothing before the user connects; connect asks; disconnect lets go', async () => {
    await expect(adapter.reconnect()).resolves.toBeUndefined()
    const expected = {
      accounts: [{ namespace: 'eip155', address: me.address, type: 'eoa' } satisfies Account],
      caipNetworkId: 'eip155:1337',
    }
    await expect(adapter.connect({})).resolves.toEqual(expected)
    await expect(adapter.reconnect()).resolves.toEqual(expected)
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })

  test('a declined connection is Connection request declined', async () => {
    wallet.flags.rejectConnect = true
    await expect(adapter.connect({})).rejects.toThrowErrorMatchingInlineSnapshot(`
      [UserRejectedError: Connection request declined

      Details: User rejected the request.]
    `)
  })

  test('watch reports the wallet switching accounts and locking', async () => {
    await adapter.connect({})
    const seen: string[][] = []
    const stop = adapter.watch!({
      onAccountsChanged: (accounts) => seen.push(accounts.map((account) => account.address)),
      onDisconnect: () => seen.push(['gone']),
    })
    wallet.switchAccount(friend.privateKey)
    wallet.lock()
    stop()
    wallet.switchAccount(me.privateKey)
    expect(seen).toEqual([[friend.address], []])
  })
})

describe('createEvmAdapter: signing', () => {
  test('signMessage signs the UTF-8 message verifiably', async () => {
    await adapter.connect({})
    const signature = await adapter.signMessage({ message: 'hello Agentry ✓', address: me.address })
    expect(await verifyMessage({ address: me.address, message: 'hello Agentry ✓', signature: signature as Hex })).toBe(
      true,
    )
  })

  test('declined: Signature declined; a wallet that cannot sign: Sign message failed', async () => {
    wallet.flags.rejectSignature = true
    await expect(adapter.signMessage({ message: 'x', address: me.address })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
    const cannot = createEvmAdapter({ provider: createMockProvider({ accounts: [me.address], chainId: 1337 }) })
    await expect(cannot.signMessage({ message: 'x', address: me.address })).rejects.toMatchObject({
      name: 'SignMessageFailedError',
      shortMessage: 'Sign message failed',
    })
    const garbage = createEvmAdapter({ provider: answering('personal_sign', '0x1234') })
    await expect(garbage.signMessage({ message: 'x', address: me.address })).rejects.toMatchObject({
      shortMessage: 'Sign message failed',
    })
  })

  test('signTypedData (EIP-712, bigint values) verifies', async () => {
    const typedData = {
      domain: { name: 'Agentry', version: '1', chainId: 1337n, verifyingContract: token.address },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { to: friend.address, amount: 10n ** 30n },
    } as const
    const signature = await signTypedData({ provider: wallet, address: me.address, typedData })
    expect(await verifyTypedData({ address: me.address, ...typedData, signature })).toBe(true)
  })
})

describe('createEvmAdapter: balances and sends on anvil', () => {
  test('getBalance reads the native balance from the network RPC', async () => {
    const { balance, symbol, decimals } = await adapter.getBalance({ address: untouched, network: network() })
    expect({ balance, symbol, decimals }).toEqual({ balance: '10000', symbol: 'ETH', decimals: 18 })
  })

  test('sends native currency: the receiver gets exactly the amount', async () => {
    await adapter.connect({})
    const before = await client().getBalance({ address: friend.address })
    const hash = (await adapter.send({ to: friend.address, amount: '0.25', network: network() })) as Hex
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await client().getBalance({ address: friend.address })) - before).toBe(25n * 10n ** 16n)
  })

  test('sends an ERC-20 by a contract write; readTokenBalance sees it', async () => {
    await adapter.connect({})
    const hash = (await adapter.send({
      to: friend.address,
      amount: '5.5',
      network: network(),
      tokenAddress: token.address,
      decimals: 6,
    })) as Hex
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await tokenBalance(friend.address)).toBe(5_500_000n)
    await expect(
      readTokenBalance({ rpcUrl: anvil.rpcUrl, tokenAddress: token.address, owner: friend.address }),
    ).resolves.toEqual({
      balance: '5.5',
      symbol: 'TUSD',
      decimals: 6,
      name: 'Test Dollar',
    })
  })

  test("the entry's sendTransfer (loaded on its first call) sends, and refuses a bad receiver with the typed error", async () => {
    const before = await client().getBalance({ address: friend.address })
    const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
    const hash = await sendTransfer({
      provider: wallet,
      from: from!,
      to: friend.address,
      amount: '0.125',
      decimals: 18,
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await client().getBalance({ address: friend.address })) - before).toBe(125n * 10n ** 15n)
    await expect(
      sendTransfer({ provider: wallet, from: from!, to: 'nope', amount: '1', decimals: 18 }),
    ).rejects.toMatchObject({
      name: 'InvalidSendParametersError',
      shortMessage: 'Please enter a valid amount and receiver address',
    })
  })

  test.each([
    ['a receiver that is not an address', { to: 'nope', amount: '1' }],
    ['a negative amount', { to: friend.address, amount: '-1' }],
    ['a zero amount', { to: friend.address, amount: '0' }],
    ['an amount that is not a number', { to: friend.address, amount: '1e' }],
    [
      'a token without decimals',
      { to: friend.address, amount: '1', tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    ],
  ])('%s: Please enter a valid amount and receiver address', async (_, parameters) => {
    await adapter.connect({})
    await expect(adapter.send({ network: network(), ...parameters })).rejects.toMatchObject({
      name: 'InvalidSendParametersError',
      shortMessage: 'Please enter a valid amount and receiver address',
    })
  })

  test('declined: Signature declined; a failing send: Something went wrong', async () => {
    await adapter.connect({})
    wallet.flags.rejectTransaction = true
    await expect(adapter.send({ to: friend.address, amount: '1', network: network() })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
    wallet.flags.rejectTransaction = false
    // More tokens than the account holds: the node refuses the transaction.
    await expect(
      adapter.send({
        to: friend.address,
        amount: '999999999',
        network: network(),
        tokenAddress: token.address,
        decimals: 6,
      }),
    ).rejects.toMatchObject({
      name: 'SendTransactionFailedError',
      shortMessage: 'Something went wrong',
    })
  })

  test("a wallet on another chain is moved to the send's network first; refusing to move sends nothing", async () => {
    await adapter.connect({})
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    const before = await client().getBalance({ address: friend.address })
    const hash = (await adapter.send({ to: friend.address, amount: '0.01', network: network() })) as Hex
    expect(wallet.chainId).toBe(1337)
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const stubborn = createEvmAdapter({
      provider: createMockProvider({ accounts: [me.address], chainId: 1, features: { switchChainErrorCode: 4001 } }),
    })
    await stubborn.connect({})
    await expect(stubborn.send({ to: friend.address, amount: '0.01', network: network() })).rejects.toMatchObject({
      shortMessage: 'Network switch declined',
    })
    expect((await client().getBalance({ address: friend.address })) - before).toBe(10n ** 16n)
  })

  test('estimateGas; a call that would revert is estimate gas failed', async () => {
    const gas = await estimateGas({ provider: wallet, from: me.address, to: friend.address, value: 1n })
    expect(gas).toBe(21_000n)
    const data = `0xa9059cbb${friend.address.slice(2).padStart(64, '0')}${'f'.repeat(64)}` as Hex
    await expect(estimateGas({ provider: wallet, from: me.address, to: token.address, data })).rejects.toMatchObject({
      shortMessage: 'estimate gas failed',
    })
  })

  test('switchNetwork asks the wallet, adding a chain it does not know', async () => {
    const mainnet = defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    await adapter.switchNetwork({ network: mainnet })
    expect(wallet.chainId).toBe(1)
    const optimism = defineNetwork({
      id: 10,
      name: 'OP',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    await adapter.switchNetwork({ network: optimism })
    expect(wallet.chainId).toBe(10)
  })
})

describe('EIP-5792 and EIP-7811 through the adapter functions', () => {
  test('getCapabilities per chain id; an address is required; old wallets have none; bad answers are refused', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    await expect(getCapabilities({ provider: wallet, address: me.address })).resolves.toEqual({
      1337: { atomic: { status: 'unsupported' } },
    })
    await expect(getCapabilities({ provider: wallet, address: '' })).rejects.toMatchObject({
      shortMessage: 'Error parsing wallet capabilities',
    })
    await expect(
      getCapabilities({ provider: createMockProvider({ accounts: [me.address], chainId: 1 }), address: me.address }),
    ).resolves.toEqual({})
    await expect(
      getCapabilities({ provider: answering('wallet_getCapabilities', { 1: {} }), address: me.address }),
    ).rejects.toMatchObject({
      shortMessage: 'Error parsing wallet capabilities',
    })
    await expect(
      getCapabilities({ provider: answering('wallet_getCapabilities', '0x1'), address: me.address }),
    ).rejects.toMatchObject({
      shortMessage: 'Error parsing wallet capabilities',
    })
  })

  test('getAssets reads NATIVE and ERC20 assets with their balances', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.trackToken(token.address)
    const assets = await getAssets({ provider: wallet, address: me.address })
    expect(assets.map(({ type, chainId, metadata }) => [type, chainId, metadata.symbol, metadata.decimals])).toEqual([
      ['NATIVE', 1337, 'ETH', 18],
      ['ERC20', 1337, 'TUSD', 6],
    ])
    expect(BigInt(assets[1]!.balance)).toBe(await tokenBalance(me.address))
    await expect(
      getAssets({ provider: answering('wallet_getAssets', { '0x539': [{ type: 'nft' }] }), address: me.address }),
    ).rejects.toMatchObject({
      shortMessage: 'Error parsing wallet capabilities',
    })
  })

  test('sendCalls checks every call, then runs the batch; getCallsStatus reports it', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const send = (calls: Parameters<typeof sendCalls>[0]['calls']) =>
      sendCalls({ provider: wallet, from: me.address, chainId: 1337, calls })
    await expect(send([{ to: 'friend' }])).rejects.toThrowErrorMatchingInlineSnapshot(
      `[InvalidCallError: Invalid call 1: the destination must be a 0x address]`,
    )
    await expect(
      send([{ to: friend.address }, { to: token.address, data: '0xabc' }]),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[InvalidCallError: Invalid call 2: data must be 0x-prefixed hex with an even number of digits]`,
    )
    await expect(send([])).rejects.toThrowErrorMatchingInlineSnapshot(
      `[InvalidCallError: Invalid call 1: a batch needs at least one call]`,
    )
    const before = await tokenBalance(receiver)
    const data = `0xa9059cbb${receiver.slice(2).padStart(64, '0')}${7n.toString(16).padStart(64, '0')}` as Hex
    const id = await send([
      { to: receiver, value: 1n },
      { to: token.address, data },
    ])
    const status = await getCallsStatus({ provider: wallet, id })
    expect(status).toMatchObject({ status: 'success', statusCode: 200 })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect((await tokenBalance(receiver)) - before).toBe(7n)
    await expect(getCallsStatus({ provider: wallet, id: '0x00' })).rejects.toMatchObject({
      name: 'ProviderRequestError',
      rpcCode: 5730,
    })
  })
})
