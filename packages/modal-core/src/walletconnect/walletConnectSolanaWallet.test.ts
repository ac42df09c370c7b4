// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../adapters/solana/splTokenInstructions.js'
import type {
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  StandardAccount,
  StandardEventsFeature,
} from '../adapters/solana/walletStandard.js'
import { initModal } from '../flows/initModal.js'
import { rejectPendingRequest } from '../flows/rejectPendingRequest.js'
import { pendingRequestsState } from '../rpc/pendingRequestsState.js'
import {
  approveWhenAsked,
  modalOptions,
  mode,
  peer,
  sessionWallet,
  solanaAddress,
  solanaKey,
  useWalletConnectSolanaPeer,
  walletRequests,
} from '../test/walletConnectSolanaPeer.js'
import type { WalletConnectSolanaWallet } from './createWalletConnectSolanaWallet.js'

// The Wallet Standard wallet over a WalletConnect session (see src/test/walletConnectSolanaPeer.ts).
useWalletConnectSolanaPeer()

const feature = <feature>(solanaWallet: WalletConnectSolanaWallet, name: string) =>
  solanaWallet.features[name] as feature

describe('createWalletConnectSolanaWallet', () => {
  it('is a Wallet Standard wallet with the session’s solana account, its public key and clusters', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    expect(solanaWallet.accounts).toEqual([
      {
        address: solanaAddress,
        publicKey: solanaKey.publicKey.toBytes(),
        chains: ['solana:localnet'],
        features: ['solana:signMessage', 'solana:signTransaction'],
      },
    ])
    expect(solanaWallet.chains).toEqual(['solana:localnet'])
    expect(Object.keys(solanaWallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
    ])
    expect(solanaWallet.name).toBe('Test Wallet')
  })

  it('signs a message after ApproveTransaction: solana_signMessage with the base58 message and pubkey; the signature verifies', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const message = new TextEncoder().encode('Sign in to Agentry')
    const signing = feature<SolanaSignMessageFeature>(solanaWallet, 'solana:signMessage').signMessage({
      account: solanaWallet.accounts[0]!,
      message,
    })
    await approveWhenAsked('solana_signMessage')
    const [output] = await signing
    expect(walletRequests).toEqual([
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: solanaAddress } },
    ])
    expect(output!.signedMessage).toEqual(message)
    expect(ed25519.verify(output!.signature, message, solanaKey.publicKey.toBytes())).toBe(true)
  })

  it('puts a signature-only answer into the signer’s slot of a legacy and a v0 transaction another key paid for and signed first', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const payer = Keypair.generate()
    const mint = Keypair.generate().publicKey
    const owner = solanaKey.publicKey
    // The adapter's own SPL builders: the payer signs first, our account (the token owner) second.
    // They return plain instructions of their own key type: web3.js's Transaction wants its classes.
    const instructions = [
      createAssociatedTokenAccountIdempotent({ payer: payer.publicKey, owner: payer.publicKey, mint }),
      transferChecked({
        source: associatedTokenAddress(owner, mint),
        mint,
        destination: associatedTokenAddress(payer.publicKey, mint),
        owner,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ].map(
      ({ programId, keys, data }) =>
        new TransactionInstruction({
          programId: new PublicKey(programId.toBytes()),
          keys: keys.map((meta) => ({ ...meta, pubkey: new PublicKey(meta.pubkey.toBytes()) })),
          data: Buffer.from(data),
        }),
    )
    const blockhash = base58.encode(new Uint8Array(32).fill(7))
    const legacy = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight: 1 }).add(
      ...instructions,
    )
    legacy.partialSign(payer)
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions,
      }).compileToV0Message(),
    )
    v0.sign([payer])
    const signTransaction = feature<SolanaSignTransactionFeature>(
      solanaWallet,
      'solana:signTransaction',
    ).signTransaction
    const account = solanaWallet.accounts[0]!

    for (const unsigned of [
      legacy.serialize({ requireAllSignatures: false, verifySignatures: false }),
      v0.serialize(),
    ].map((bytes) => Uint8Array.from(bytes))) {
      walletRequests.length = 0
      const signing = signTransaction({ account, transaction: unsigned, chain: 'solana:localnet' })
      await approveWhenAsked('solana_signTransaction')
      const [output] = await signing
      expect(walletRequests).toEqual([
        { method: 'solana_signTransaction', params: { transaction: base64.encode(unsigned) } },
      ])
      const signed = VersionedTransaction.deserialize(output!.signedTransaction)
      const keys = signed.message.staticAccountKeys.map((key) => key.toBase58())
      expect(keys.slice(0, 2)).toEqual([payer.publicKey.toBase58(), solanaAddress])
      const bytes = signed.message.serialize()
      expect(ed25519.verify(signed.signatures[0]!, bytes, payer.publicKey.toBytes())).toBe(true)
      expect(ed25519.verify(signed.signatures[1]!, bytes, solanaKey.publicKey.toBytes())).toBe(true)
      // Nothing but the second slot changed.
      expect(output!.signedTransaction.length).toBe(unsigned.length)
      expect(output!.signedTransaction.subarray(0, 1 + 64)).toEqual(unsigned.subarray(0, 1 + 64))
      expect(output!.signedTransaction.subarray(1 + 128)).toEqual(unsigned.subarray(1 + 128))
    }
  })

  it('a transaction our account does not sign is refused without a wrong slot', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const other = Keypair.generate()
    const transfer = new Transaction({
      feePayer: other.publicKey,
      blockhash: base58.encode(new Uint8Array(32).fill(1)),
      lastValidBlockHeight: 1,
    }).add(SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: new PublicKey(solanaAddress), lamports: 1 }))
    const signing = feature<SolanaSignTransactionFeature>(solanaWallet, 'solana:signTransaction').signTransaction({
      account: solanaWallet.accounts[0]!,
      transaction: transfer.serialize({ requireAllSignatures: false, verifySignatures: false }),
    })
    await approveWhenAsked('solana_signTransaction')
    await expect(signing).rejects.toMatchObject({
      name: 'ProviderRequestError',
      shortMessage: 'Wallet request failed',
      details: 'the account is not a signer of this transaction',
    })
  })

  it('rejecting on ApproveTransaction rejects with Request was aborted and the wallet is never asked; a wallet that declines is Signature declined', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const signMessage = feature<SolanaSignMessageFeature>(solanaWallet, 'solana:signMessage').signMessage
    const message = new TextEncoder().encode('no')
    const signing = signMessage({ account: solanaWallet.accounts[0]!, message })
    await expect.poll(() => pendingRequestsState.requests.length).toBe(1)
    expect(rejectPendingRequest()).toBe(1)
    await expect(signing).rejects.toMatchObject({ name: 'RequestAbortedError', shortMessage: 'Request was aborted' })
    expect(walletRequests).toEqual([])

    mode.decline = true
    const declined = signMessage({ account: solanaWallet.accounts[0]!, message })
    await approveWhenAsked('solana_signMessage')
    await expect(declined).rejects.toMatchObject({ name: 'UserRejectedError', shortMessage: 'Signature declined' })
  })

  it('reports a session update, and the session deleted by the wallet as a change to no accounts', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const changes: (readonly StandardAccount[] | undefined)[] = []
    feature<StandardEventsFeature>(solanaWallet, 'standard:events').on('change', ({ accounts }) =>
      changes.push(accounts),
    )
    const second = Keypair.generate().publicKey.toBase58()
    const session = peer.wallet.session.get(solanaWallet.topic)
    const { acknowledged } = await peer.wallet.update({
      topic: solanaWallet.topic,
      namespaces: {
        solana: {
          ...session.namespaces.solana!,
          accounts: [`solana:localnet:${solanaAddress}`, `solana:localnet:${second}`],
        },
      },
    })
    await acknowledged()
    await expect.poll(() => changes.length).toBe(1)
    expect(changes[0]!.map((account) => account.address)).toEqual([solanaAddress, second])

    await peer.wallet.disconnect({ topic: solanaWallet.topic })
    await expect.poll(() => changes.length).toBe(2)
    expect(changes[1]).toEqual([])
    expect(solanaWallet.accounts).toEqual([])
    await expect(
      feature<{ connect(): Promise<{ accounts: unknown[] }> }>(solanaWallet, 'standard:connect').connect(),
    ).resolves.toEqual({ accounts: [] })
  })
})
