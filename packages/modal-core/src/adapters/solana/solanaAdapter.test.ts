import {
  createSolanaTestWallet,
  SOLANA_TEST_FEE_LAMPORTS,
  SOLANA_TEST_TOKEN_ACCOUNT_RENT,
  startSolanaTestRpc,
  type SolanaTestRpc,
  type SolanaTestWallet,
} from '@agentry/test-utils/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createSolanaLocalnet, solanaTestnet } from '../../networks/solanaNetworks.js'
import type { ChainAdapter } from '../types.js'
import { createSolanaAdapter, SOLANA_COMMITMENTS, type SolanaCommitment } from './createSolanaAdapter.js'
import type { StandardWallet } from './walletStandard.js'

const SOL = 1_000_000_000n
let rpc: SolanaTestRpc
let solana: SolanaTestWallet
let adapter: ChainAdapter
const localnet = () => createSolanaLocalnet({ rpcUrl: rpc.url })
const receiver = () => Keypair.generate().publicKey.toBase58()

beforeAll(async () => {
  rpc = await startSolanaTestRpc()
})
afterAll(async () => {
  await rpc.close()
})
beforeEach(() => {
  solana = createSolanaTestWallet()
  adapter = createSolanaAdapter({ wallet: solana.wallet as unknown as StandardWallet })
  rpc.failing = false
})

describe('createSolanaAdapter: accounts', () => {
  test('reconnect finds nothing before the user connects; connect asks; disconnect lets go', async () => {
    await expect(adapter.reconnect()).resolves.toBeUndefined()
    const { accounts, caipNetworkId } = await adapter.connect({ network: localnet() })
    expect(caipNetworkId).toBe('solana:localnet')
    expect(accounts).toEqual([
      {
        namespace: 'solana',
        address: solana.address,
        type: 'eoa',
        publicKey: Buffer.from(solana.keypair.publicKey.toBytes()).toString('hex'),
      },
    ])
    await expect(adapter.reconnect()).resolves.toMatchObject({ caipNetworkId: 'solana:localnet' })
    await adapter.disconnect()
    await expect(adapter.reconnect()).resolves.toBeUndefined()
  })

  test('a declined connection is Connection request declined', async () => {
    solana.flags.rejectConnect = true
    await expect(adapter.connect({ network: localnet() })).rejects.toMatchObject({
      name: 'UserRejectedError',
      shortMessage: 'Connection request declined',
    })
  })

  test('a wallet that refuses without an EIP-1193 code (a named error) is still a refusal', async () => {
    await adapter.connect({ network: localnet() })
    solana.flags.rejectWithCode = false
    solana.flags.rejectSign = true
    await expect(adapter.signMessage({ message: 'x', address: solana.address })).rejects.toMatchObject({
      name: 'UserRejectedError',
      shortMessage: 'Signature declined',
    })
    rpc.setBalance(solana.address, SOL)
    await expect(adapter.send({ to: receiver(), amount: '0.1', network: localnet() })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
    solana.flags.rejectSign = false
    solana.flags.rejectConnect = true
    await expect(adapter.connect({ network: localnet() })).rejects.toMatchObject({
      shortMessage: 'Connection request declined',
    })
  })

  test('watch reports the wallet locking', async () => {
    await adapter.connect({ network: localnet() })
    const seen: string[] = []
    const stop = adapter.watch!({
      onAccountsChanged: (accounts) => seen.push(accounts[0]!.address),
      onDisconnect: () => seen.push('gone'),
    })
    solana.lock()
    stop()
    expect(seen).toEqual(['gone'])
  })

  test('commitment: the spec list only', () => {
    expect(SOLANA_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const commitment of SOLANA_COMMITMENTS)
      expect(() =>
        createSolanaAdapter({ wallet: solana.wallet as unknown as StandardWallet, commitment }),
      ).not.toThrow()
    expect(() =>
      createSolanaAdapter({
        wallet: solana.wallet as unknown as StandardWallet,
        commitment: 'fast' as SolanaCommitment,
      }),
    ).toThrowErrorMatchingInlineSnapshot(`[InvalidCommitmentError: Invalid commitment: fast]`)
  })

  test('switchNetwork only to a cluster the wallet supports', async () => {
    await expect(adapter.switchNetwork({ network: localnet() })).resolves.toBeUndefined()
    await expect(adapter.switchNetwork({ network: solanaTestnet })).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      shortMessage: 'Unsupported chain',
    })
  })
})

describe('createSolanaAdapter: balances, signing and sends', () => {
  test('getBalance in SOL with 9 decimals, from the RPC', async () => {
    rpc.setBalance(solana.address, 1_500_000_001n)
    await expect(adapter.getBalance({ address: solana.address, network: localnet() })).resolves.toEqual({
      balance: '1.500000001',
      symbol: 'SOL',
      decimals: 9,
    })
  })

  test('signMessage returns a base58 ed25519 signature over the UTF-8 message', async () => {
    await adapter.connect({ network: localnet() })
    const signature = await adapter.signMessage({ message: 'hello Agentry ✓', address: solana.address })
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('hello Agentry ✓'),
        solana.keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
    solana.flags.rejectSign = true
    await expect(adapter.signMessage({ message: 'x', address: solana.address })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
    await expect(
      adapter.signMessage({ message: 42 as unknown as string, address: solana.address }),
    ).rejects.toMatchObject({ shortMessage: 'Sign message failed' })
  })

  test('sends SOL: the RPC verifies the signature and both balances move (fee included)', async () => {
    await adapter.connect({ network: localnet() })
    rpc.setBalance(solana.address, 2n * SOL)
    const to = receiver()
    const signature = await adapter.send({ to, amount: '0.25', network: localnet() })
    expect(rpc.transfers.at(-1)).toEqual({ signature, from: solana.address, to, lamports: SOL / 4n })
    expect(rpc.getBalance(to)).toBe(SOL / 4n)
    expect(rpc.getBalance(solana.address)).toBe(2n * SOL - SOL / 4n - SOLANA_TEST_FEE_LAMPORTS)
  })

  test.each([
    ['no receiver', { to: '', amount: '1' }],
    ['a receiver that is not base58', { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1' }],
    ['no amount', { to: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW', amount: '' }],
    ['a zero amount', { to: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW', amount: '0' }],
    ['a negative amount', { to: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW', amount: '-1' }],
  ])('%s: Please enter a valid amount and receiver address', async (_, parameters) => {
    await adapter.connect({ network: localnet() })
    await expect(adapter.send({ network: localnet(), ...parameters })).rejects.toMatchObject({
      shortMessage: 'Please enter a valid amount and receiver address',
    })
  })

  test('declined: Signature declined; refused by the network or an RPC outage: Failed to send transaction. Please try again.', async () => {
    await adapter.connect({ network: localnet() })
    rpc.setBalance(solana.address, SOL)
    solana.flags.rejectSign = true
    await expect(adapter.send({ to: receiver(), amount: '0.1', network: localnet() })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
    solana.flags.rejectSign = false
    await expect(adapter.send({ to: receiver(), amount: '5', network: localnet() })).rejects.toMatchObject({
      name: 'SolanaSendFailedError',
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    rpc.failing = true
    await expect(adapter.send({ to: receiver(), amount: '0.1', network: localnet() })).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
    expect(rpc.getBalance(solana.address)).toBe(SOL)
  })
})

describe('createSolanaAdapter: SPL tokens', () => {
  test("sends a token with transferChecked, creating the receiver's token account once (rent paid by the sender)", async () => {
    await adapter.connect({ network: localnet() })
    rpc.setBalance(solana.address, SOL)
    const mint = rpc.createMint(6)
    rpc.mintTo(mint, solana.address, 100_000_000n)
    const to = receiver()
    expect(rpc.hasTokenAccount(to, mint)).toBe(false)
    const signature = await adapter.send({ to, amount: '12.5', network: localnet(), tokenAddress: mint, decimals: 6 })
    expect(rpc.tokenTransfers.at(-1)).toEqual({ signature, mint, from: solana.address, to, amount: 12_500_000n })
    expect(rpc.getTokenBalance(to, mint)).toBe(12_500_000n)
    expect(rpc.getTokenBalance(solana.address, mint)).toBe(87_500_000n)
    expect(rpc.getBalance(solana.address)).toBe(SOL - SOLANA_TEST_FEE_LAMPORTS - SOLANA_TEST_TOKEN_ACCOUNT_RENT)
    // The account exists now: the idempotent create costs nothing more.
    await adapter.send({ to, amount: '0.000001', network: localnet(), tokenAddress: mint, decimals: 6 })
    expect(rpc.getTokenBalance(to, mint)).toBe(12_500_001n)
    expect(rpc.getBalance(solana.address)).toBe(SOL - 2n * SOLANA_TEST_FEE_LAMPORTS - SOLANA_TEST_TOKEN_ACCOUNT_RENT)
  })

  test('wrong decimals, more than the balance, or no decimals: nothing moves', async () => {
    await adapter.connect({ network: localnet() })
    rpc.setBalance(solana.address, SOL)
    const mint = rpc.createMint(6)
    rpc.mintTo(mint, solana.address, 1_000_000n)
    const to = receiver()
    const send = (amount: string, decimals?: number) =>
      adapter.send({
        to,
        amount,
        network: localnet(),
        tokenAddress: mint,
        ...(decimals === undefined ? {} : { decimals }),
      })
    await expect(send('1', 9)).rejects.toMatchObject({ shortMessage: 'Failed to send transaction. Please try again.' })
    await expect(send('2', 6)).rejects.toMatchObject({ shortMessage: 'Failed to send transaction. Please try again.' })
    await expect(send('1')).rejects.toMatchObject({ shortMessage: 'Please enter a valid amount and receiver address' })
    await expect(
      adapter.send({ to, amount: '1', network: localnet(), tokenAddress: 'not-a-mint', decimals: 6 }),
    ).rejects.toMatchObject({
      shortMessage: 'Please enter a valid amount and receiver address',
    })
    expect(rpc.getTokenBalance(solana.address, mint)).toBe(1_000_000n)
    expect(rpc.hasTokenAccount(to, mint)).toBe(false)
    expect(rpc.getBalance(solana.address)).toBe(SOL)
  })
})
