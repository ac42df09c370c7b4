import { Connection, Keypair, SystemProgram, Transaction, TransactionInstruction, PublicKey } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_TEST_FEE_LAMPORTS, startSolanaTestRpc, type SolanaTestRpc } from './solanaTestRpc.js'
import { createSolanaTestWallet } from './solanaTestWallet.js'

const LAMPORTS = 1_000_000_000n

/** The features the tests call, typed. */
type Features = {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: WalletAccount[] }> }
  'solana:signMessage': {
    signMessage(input: { account: WalletAccount | null; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
  }
  'solana:signTransaction': {
    signTransaction(input: {
      account: WalletAccount
      transaction: Uint8Array
    }): Promise<{ signedTransaction: Uint8Array }[]>
  }
}
const featuresOf = (test: ReturnType<typeof createSolanaTestWallet>) => test.wallet.features as unknown as Features

describe('Solana test RPC and wallet', () => {
  let rpc: SolanaTestRpc
  beforeAll(async () => {
    rpc = await startSolanaTestRpc()
  })
  afterAll(async () => {
    await rpc.close()
  })

  async function transfer(signer: Keypair, to: PublicKey, lamports: bigint, blockhash?: string) {
    const connection = new Connection(rpc.url, 'confirmed')
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: signer.publicKey,
      blockhash: blockhash ?? latest.blockhash,
      lastValidBlockHeight: latest.lastValidBlockHeight,
    })
    transaction.add(SystemProgram.transfer({ fromPubkey: signer.publicKey, toPubkey: to, lamports }))
    return { connection, transaction }
  }

  it('the wallet connects, signs messages verifiably, and its signed transfer is applied with the fee', async () => {
    const test = createSolanaTestWallet()
    const features = featuresOf(test)
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await features['standard:connect'].connect()
    const message = new TextEncoder().encode('hello')
    const [{ signature }] = (await features['solana:signMessage'].signMessage({ account: accounts[0]!, message })) as [
      { signature: Uint8Array },
    ]
    expect(ed25519.verify(signature, message, test.keypair.publicKey.toBytes())).toBe(true)

    rpc.setBalance(test.address, 2n * LAMPORTS)
    const receiver = Keypair.generate().publicKey
    const { connection, transaction } = await transfer(test.keypair, receiver, LAMPORTS / 4n)
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const [{ signedTransaction }] = (await features['solana:signTransaction'].signTransaction({
      account: accounts[0]!,
      transaction: unsigned,
    })) as [{ signedTransaction: Uint8Array }]
    const sent = await connection.sendRawTransaction(signedTransaction)
    expect(rpc.transfers.at(-1)).toEqual({
      signature: sent,
      from: test.address,
      to: receiver.toBase58(),
      lamports: LAMPORTS / 4n,
    })
    expect(rpc.getBalance(receiver.toBase58())).toBe(LAMPORTS / 4n)
    expect(rpc.getBalance(test.address)).toBe(2n * LAMPORTS - LAMPORTS / 4n - SOLANA_TEST_FEE_LAMPORTS)
  })

  it('prices a message per signature (getFeeForMessage), null for a blockhash it never issued', async () => {
    const payer = Keypair.generate()
    const cosigner = Keypair.generate()
    const { connection, transaction } = await transfer(payer, Keypair.generate().publicKey, 1n)
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(
      Number(SOLANA_TEST_FEE_LAMPORTS),
    )
    transaction.add(SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
    expect((await connection.getFeeForMessage(transaction.compileMessage())).value).toBe(
      2 * Number(SOLANA_TEST_FEE_LAMPORTS),
    )
    const stale = await transfer(payer, cosigner.publicKey, 1n, Keypair.generate().publicKey.toBase58())
    expect((await connection.getFeeForMessage(stale.transaction.compileMessage())).value).toBeNull()
  })

  it('a stalled RPC holds every call until it is released', async () => {
    const connection = new Connection(rpc.url, 'confirmed')
    rpc.stalled = true
    let answered = false
    const pending = connection.getVersion().then((version) => {
      answered = true
      return version
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    rpc.stalled = false
    expect(await pending).toMatchObject({ 'solana-core': '2.0.0' })
  })

  it('refuses a forged signature, an unknown blockhash, an overdraft and anything but a transfer', async () => {
    const payer = Keypair.generate()
    rpc.setBalance(payer.publicKey.toBase58(), LAMPORTS)
    const receiver = Keypair.generate().publicKey

    const forged = await transfer(payer, receiver, 1n)
    // A well-formed signature over the message, made by a key that is not the payer's.
    forged.transaction.addSignature(
      payer.publicKey,
      Buffer.from(ed25519.sign(forged.transaction.serializeMessage(), Keypair.generate().secretKey.slice(0, 32))),
    )
    await expect(
      forged.connection.sendRawTransaction(forged.transaction.serialize({ verifySignatures: false })),
    ).rejects.toThrow('Transaction signature verification failure')

    const stale = await transfer(payer, receiver, 1n, Keypair.generate().publicKey.toBase58())
    stale.transaction.sign(payer)
    await expect(stale.connection.sendRawTransaction(stale.transaction.serialize())).rejects.toThrow(
      'Blockhash not found',
    )

    const overdraft = await transfer(payer, receiver, 2n * LAMPORTS)
    overdraft.transaction.sign(payer)
    await expect(overdraft.connection.sendRawTransaction(overdraft.transaction.serialize())).rejects.toThrow(
      'no record of a prior credit',
    )

    const other = await transfer(payer, receiver, 1n)
    other.transaction.instructions = [
      new TransactionInstruction({ programId: Keypair.generate().publicKey, keys: [], data: Buffer.from([1]) }),
    ]
    other.transaction.sign(payer)
    await expect(other.connection.sendRawTransaction(other.transaction.serialize())).rejects.toThrow(
      'Unsupported program',
    )

    expect(rpc.getBalance(receiver.toBase58())).toBe(0n)
    expect(rpc.getBalance(payer.publicKey.toBase58())).toBe(LAMPORTS)
  })

  it('a user can refuse to connect or to sign (4001)', async () => {
    const test = createSolanaTestWallet()
    const features = featuresOf(test)
    test.flags.rejectConnect = true
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    test.flags.rejectSign = true
    await expect(
      features['solana:signMessage'].signMessage({ account: null, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('a token account balance reads as the RPC writes it; an account that does not exist is an error', async () => {
    const owner = Keypair.generate().publicKey.toBase58()
    const mint = rpc.createMint(6)
    rpc.mintTo(mint, owner, 12_500_000n)
    const connection = new Connection(rpc.url, 'confirmed')
    const account = new PublicKey(rpc.tokenAccountAddress(owner, mint))
    expect((await connection.getTokenAccountBalance(account)).value).toEqual({
      amount: '12500000',
      decimals: 6,
      uiAmount: 12.5,
      uiAmountString: '12.5',
    })
    await expect(connection.getTokenAccountBalance(Keypair.generate().publicKey)).rejects.toThrow(
      'could not find account',
    )
  })
})
