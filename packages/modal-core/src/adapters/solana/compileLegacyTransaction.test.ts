import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { compileLegacyMessage, compileLegacyTransaction } from './compileLegacyTransaction.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { SolanaPublicKey } from './solanaPublicKey.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from './splTokenInstructions.js'
import { systemTransfer } from './systemTransfer.js'

const blockhash = () => Keypair.generate().publicKey.toBase58()
const key = () => Keypair.generate().publicKey

/** The same instruction as @solana/web3.js's own type, built from our fields. */
const toWeb3 = (instruction: SolanaInstruction) =>
  new TransactionInstruction({
    programId: new PublicKey(instruction.programId.toBytes()),
    keys: instruction.keys.map((meta) => ({ ...meta, pubkey: new PublicKey(meta.pubkey.toBytes()) })),
    data: Buffer.from(instruction.data),
  })

/** What @solana/web3.js serialises, unsigned, for the same fee payer, blockhash and instructions. */
const web3Bytes = (
  feePayer: PublicKey,
  recentBlockhash: string,
  instructions: readonly (SolanaInstruction | TransactionInstruction)[],
) =>
  Uint8Array.from(
    new Transaction({ feePayer, blockhash: recentBlockhash, lastValidBlockHeight: 1 })
      .add(
        ...instructions.map((instruction) =>
          instruction instanceof TransactionInstruction ? instruction : toWeb3(instruction),
        ),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  )

describe('compileLegacyTransaction: the bytes @solana/web3.js serialises', () => {
  test('a SOL transfer, against web3.js building the instruction too', () => {
    for (let round = 0; round < 10; round++) {
      const from = key()
      const to = key()
      const hash = blockhash()
      const lamports = BigInt(round) * 123_456_789n + 1n
      const ours = compileLegacyTransaction({
        feePayer: from.toBase58(),
        recentBlockhash: hash,
        instructions: [systemTransfer({ from: from.toBase58(), to: to.toBase58(), lamports })],
      })
      expect(ours).toEqual(
        web3Bytes(from, hash, [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })]),
      )
      // One signer: the count, a zeroed slot, then the message.
      expect(ours[0]).toBe(1)
      expect(ours.subarray(1, 65).every((byte) => byte === 0)).toBe(true)
    }
  })

  test('a multi-instruction SPL transfer, a fee payer other than the token owner, keys shared between instructions', () => {
    for (let round = 0; round < 20; round++) {
      const payer = key()
      const owner = key()
      const receiver = key()
      const mint = key()
      const hash = blockhash()
      const instructions = [
        createAssociatedTokenAccountIdempotent({ payer, owner: receiver, mint }),
        createAssociatedTokenAccountIdempotent({ payer, owner, mint }),
        transferChecked({
          source: associatedTokenAddress(owner, mint),
          mint,
          destination: associatedTokenAddress(receiver, mint),
          owner,
          amount: 12_500_000n + BigInt(round),
          decimals: 6,
        }),
        systemTransfer({ from: owner, to: payer, lamports: 5_000n }),
      ]
      const ours = compileLegacyTransaction({ feePayer: payer, recentBlockhash: hash, instructions })
      expect(ours).toEqual(web3Bytes(payer, hash, instructions))
      // Two signers, the fee payer first; the message web3.js signs is ours after the slots.
      expect(ours[0]).toBe(2)
      const { message, signers } = compileLegacyMessage({ feePayer: payer, recentBlockhash: hash, instructions })
      expect(signers).toBe(2)
      expect(ours.subarray(1 + 128)).toEqual(message)
      // The owner signs transferChecked read-only but pays the System transfer: merged, it is writable.
      // Read-only non-signers: the receiver, the mint, and the three programs.
      expect(message.subarray(0, 3)).toEqual(Uint8Array.of(2, 0, 5))
      expect(message.subarray(4, 36)).toEqual(payer.toBytes())
      expect(message.subarray(36, 68)).toEqual(owner.toBytes())
    }
  })

  test('the fee payer is found among the instruction keys and moved to the front, writable and signing', () => {
    const payer = key()
    const other = key()
    const hash = blockhash()
    const instructions = [
      systemTransfer({ from: other, to: payer, lamports: 1n }),
      transferChecked({ source: key(), mint: key(), destination: key(), owner: payer, amount: 1n, decimals: 0 }),
    ]
    expect(compileLegacyTransaction({ feePayer: payer, recentBlockhash: hash, instructions })).toEqual(
      web3Bytes(payer, hash, instructions),
    )
  })

  test('lengths past 127 take a second compact-u16 byte; instructions without accounts or data', () => {
    const payer = key()
    const hash = blockhash()
    const program = SolanaPublicKey.from(key())
    const instructions: SolanaInstruction[] = [
      { programId: program, keys: [], data: new Uint8Array(300).map((_, index) => index % 251) },
      {
        programId: program,
        keys: [{ pubkey: SolanaPublicKey.from(payer), isSigner: true, isWritable: false }],
        data: new Uint8Array(0),
      },
    ]
    const ours = compileLegacyTransaction({ feePayer: payer, recentBlockhash: hash, instructions })
    expect(ours).toEqual(web3Bytes(payer, hash, instructions))
    expect(ours.length).toBeGreaterThan(300)
  })

  test('signed over our message, the transaction verifies in web3.js', () => {
    const payer = Keypair.generate()
    const unsigned = compileLegacyTransaction({
      feePayer: payer.publicKey,
      recentBlockhash: blockhash(),
      instructions: [systemTransfer({ from: payer.publicKey, to: key(), lamports: 42n })],
    })
    const signed = Uint8Array.from(unsigned)
    signed.set(ed25519.sign(unsigned.subarray(65), payer.secretKey.subarray(0, 32)), 1)
    const transaction = Transaction.from(signed)
    expect(transaction.verifySignatures()).toBe(true)
    expect(transaction.feePayer?.toBase58()).toBe(payer.publicKey.toBase58())
  })

  test('a blockhash that is not 32 bytes is refused', () => {
    const payer = key()
    expect(() =>
      compileLegacyTransaction({
        feePayer: payer,
        recentBlockhash: base58.encode(new Uint8Array(31)),
        instructions: [],
      }),
    ).toThrowErrorMatchingInlineSnapshot(`[RangeError: the recent blockhash has 31 bytes, not 32]`)
  })
})
