import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { AccountRole, address, type Instruction } from '@solana/kit'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { solTransferInstructions } from './sendSol.js'
import { splTransferInstructions } from './sendSplToken.js'
import { compileSolanaTransaction } from './solanaTransaction.js'

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const key = () => Keypair.generate().publicKey
const blockhash = () => key().toBase58()
const fromSeed = (fill: number) => Keypair.fromSeed(new Uint8Array(32).fill(fill)).publicKey.toBase58()

/** A web3.js instruction as @solana/kit's: the same program, accounts (with roles) and data. */
const toKit = (instruction: TransactionInstruction): Instruction => ({
  programAddress: address(instruction.programId.toBase58()),
  accounts: instruction.keys.map(({ pubkey, isSigner, isWritable }) => ({
    address: address(pubkey.toBase58()),
    role: isSigner
      ? isWritable
        ? AccountRole.WRITABLE_SIGNER
        : AccountRole.READONLY_SIGNER
      : isWritable
        ? AccountRole.WRITABLE
        : AccountRole.READONLY,
  })),
  data: Uint8Array.from(instruction.data),
})

/** What @solana/web3.js serialises, unsigned, for the same fee payer, blockhash and instructions. */
const web3Bytes = (feePayer: PublicKey, recentBlockhash: string, instructions: readonly TransactionInstruction[]) =>
  Uint8Array.from(
    new Transaction({ feePayer, blockhash: recentBlockhash, lastValidBlockHeight: 1 })
      .add(...instructions)
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  )

const compile = (feePayer: PublicKey | string, hash: string, instructions: readonly Instruction[]) =>
  compileSolanaTransaction({ feePayer: String(feePayer), blockhash: hash, lastValidBlockHeight: 1, instructions })

const ata = (owner: PublicKey, mint: PublicKey) =>
  PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()], ATA_PROGRAM)[0]

/** The SPL send as web3.js would build it by hand: create-idempotent (data [1]), then TransferChecked (12). */
const web3SplInstructions = (owner: PublicKey, to: PublicKey, mint: PublicKey, amount: bigint, decimals: number) => {
  const data = Buffer.alloc(10)
  data[0] = 12
  data.writeBigUInt64LE(amount, 1)
  data[9] = decimals
  return [
    new TransactionInstruction({
      programId: ATA_PROGRAM,
      keys: [
        { pubkey: owner, isSigner: true, isWritable: true },
        { pubkey: ata(to, mint), isSigner: false, isWritable: true },
        { pubkey: to, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]),
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: ata(owner, mint), isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: ata(to, mint), isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data,
    }),
  ]
}

describe('the SOL and SPL sends: the bytes our own compiler wrote before @solana/kit', () => {
  // Written by the hand-made legacy compiler this code replaced (same keys, blockhash and amounts); it was
  // itself checked byte for byte against @solana/web3.js. Wallets sign exactly these bytes.
  const sender = fromSeed(1)
  const receiver = fromSeed(2)
  const hash = base58.encode(new Uint8Array(32).fill(7))

  test('250_000_000 lamports from one key to another', () => {
    const instructions = solTransferInstructions({ from: sender, to: receiver, lamports: 250_000_000n })
    expect(base64.encode(compile(sender, hash, instructions))).toBe(
      'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAEDiojj3XQJ8ZX9UtstPLpdcspnCb8dlBIb83SIAbQPb1yBOXcOqH0XX1ajVGbDTH7My42KkbTuN6Jd9g9bj8mzlAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcBAgIAAQwCAAAAgLLmDgAAAAA=',
    )
  })

  test('12.5 USDC (6 decimals), creating the receiver’s token account', async () => {
    const instructions = await splTransferInstructions({
      owner: sender,
      to: receiver,
      mint: 'EPjFWdd5AufqSSqeM2qJ1JzybapC8G4wEGGkZwyTDt1v',
      units: 12_500_000n,
      decimals: 6,
    })
    // The associated token accounts our own derivation gave for these keys.
    expect(instructions[1]!.accounts!.map((meta) => meta.address)).toEqual([
      '39eJoae9T88wEqY3EvGEKV52jpKt1vEoibkDd5Vsn46z',
      'EPjFWdd5AufqSSqeM2qJ1JzybapC8G4wEGGkZwyTDt1v',
      '3iHbthgjWf2ABrFx74puJC3H7C3KNCEusns3vrNmBcKX',
      sender,
    ])
    expect(base64.encode(compile(sender, hash, instructions))).toBe(
      'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAUIiojj3XQJ8ZX9UtstPLpdcspnCb8dlBIb83SIAbQPb1wf7jQT3ze62gZ3ud9QXciZ+D2JkIdWXNH9jUOnscPZbyhK9V9fwi0tk8zFv6weCFAD6uMo+2kOnXrfH5ynW7NOAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACBOXcOqH0XX1ajVGbDTH7My42KkbTuN6Jd9g9bj8mzlIyXJY9OJInxuz0QKRSODYMLWhOZ2v8QhASOe9jb6fhZxvp6877brTo9ZfNqq8kTe5r1YC8EbaD7JslLyTOvXWEG3fbh12Whk9nL4UbO63msHLSF7V9bN5E6jPWFfv8AqQcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHAgUGAAIEBgMHAQEHBAEGAgAKDCC8vgAAAAAABg==',
    )
  })
})

describe('compileSolanaTransaction: the bytes @solana/web3.js serialises', () => {
  test('SOL sends of random keys and amounts, up to the largest u64', () => {
    for (let round = 0; round < 10; round++) {
      const from = key()
      const to = key()
      const hash = blockhash()
      const lamports = round === 9 ? 2n ** 64n - 1n : BigInt(round) * 123_456_789n + 1n
      const ours = compile(from, hash, solTransferInstructions({ from: from.toBase58(), to: to.toBase58(), lamports }))
      expect(ours).toEqual(
        web3Bytes(from, hash, [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })]),
      )
      // One signer: the count, a zeroed slot, then the message.
      expect(ours[0]).toBe(1)
      expect(ours.subarray(1, 65).every((byte) => byte === 0)).toBe(true)
    }
  })

  test('SPL sends of random keys: token accounts derived as web3.js derives them', async () => {
    for (let round = 0; round < 10; round++) {
      const owner = key()
      const to = key()
      const mint = key()
      const hash = blockhash()
      const units = 12_500_000n + BigInt(round)
      const instructions = await splTransferInstructions({
        owner: owner.toBase58(),
        to: to.toBase58(),
        mint: mint.toBase58(),
        units,
        decimals: round,
      })
      expect(compile(owner, hash, instructions)).toEqual(
        web3Bytes(owner, hash, web3SplInstructions(owner, to, mint, units, round)),
      )
    }
  })

  test('a fee payer other than the signer, keys shared between instructions, roles merged', () => {
    for (let round = 0; round < 20; round++) {
      const payer = key()
      const owner = key()
      const receiver = key()
      const mint = key()
      const hash = blockhash()
      const instructions = [
        ...web3SplInstructions(owner, receiver, mint, 7n, 6).map((instruction, index) =>
          index === 0
            ? new TransactionInstruction({
                ...instruction,
                keys: [{ ...instruction.keys[0]!, pubkey: payer }, ...instruction.keys.slice(1)],
              })
            : instruction,
        ),
        SystemProgram.transfer({ fromPubkey: owner, toPubkey: payer, lamports: 5_000n }),
      ]
      const ours = compile(payer, hash, instructions.map(toKit))
      expect(ours).toEqual(web3Bytes(payer, hash, instructions))
      // Two signers, the fee payer first. The owner signs TransferChecked read-only but pays the System
      // transfer: merged, it is writable. Read-only non-signers: the receiver, the mint, three programs.
      expect(ours[0]).toBe(2)
      const message = ours.subarray(1 + 128)
      expect(message.subarray(0, 3)).toEqual(Uint8Array.of(2, 0, 5))
      expect(message.subarray(4, 36)).toEqual(payer.toBytes())
      expect(message.subarray(36, 68)).toEqual(owner.toBytes())
    }
  })

  test('lengths past 127 take a second compact-u16 byte; instructions without accounts or data', () => {
    const payer = key()
    const program = key()
    const hash = blockhash()
    const instructions = [
      new TransactionInstruction({
        programId: program,
        keys: [],
        data: Buffer.from(new Uint8Array(300).map((_, index) => index % 251)),
      }),
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: payer, isSigner: true, isWritable: false }],
        data: Buffer.alloc(0),
      }),
    ]
    const ours = compile(payer, hash, instructions.map(toKit))
    expect(ours).toEqual(web3Bytes(payer, hash, instructions))
    expect(ours.length).toBeGreaterThan(300)
  })

  test('signed over the message, the transaction verifies in web3.js', () => {
    const payer = Keypair.generate()
    const unsigned = compile(
      payer.publicKey,
      blockhash(),
      solTransferInstructions({ from: payer.publicKey.toBase58(), to: key().toBase58(), lamports: 42n }),
    )
    const signed = Uint8Array.from(unsigned)
    signed.set(ed25519.sign(unsigned.subarray(65), payer.secretKey.subarray(0, 32)), 1)
    const transaction = Transaction.from(signed)
    expect(transaction.verifySignatures()).toBe(true)
    expect(transaction.feePayer?.toBase58()).toBe(payer.publicKey.toBase58())
  })

  test('a blockhash that is not 32 bytes is refused, never padded', () => {
    expect(() => compile(key(), base58.encode(new Uint8Array(31).fill(1)), [])).toThrow(/blockhash/i)
  })
})

describe('send parameters outside what the programs take', () => {
  const from = fromSeed(1)
  const invalid = expect.objectContaining({
    name: 'InvalidSendParametersError',
    shortMessage: 'Please enter a valid amount and receiver address',
  })

  test('amounts outside a u64 are refused, not wrapped', async () => {
    expect(() => solTransferInstructions({ from, to: from, lamports: 2n ** 64n })).toThrow(invalid)
    await expect(
      splTransferInstructions({ owner: from, to: from, mint: from, units: 2n ** 64n, decimals: 6 }),
    ).rejects.toThrow(invalid)
    await expect(
      splTransferInstructions({ owner: from, to: from, mint: from, units: 1n, decimals: 256 }),
    ).rejects.toThrow(invalid)
  })

  test.each([
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['base58 of 31 bytes', '1111111111111111111111111111111'],
    ['an empty string', ''],
  ])('%s as the receiver or the mint is refused', async (_, bad) => {
    expect(() => solTransferInstructions({ from, to: bad, lamports: 1n })).toThrow(invalid)
    await expect(splTransferInstructions({ owner: from, to: bad, mint: from, units: 1n, decimals: 0 })).rejects.toThrow(
      invalid,
    )
    await expect(splTransferInstructions({ owner: from, to: from, mint: bad, units: 1n, decimals: 0 })).rejects.toThrow(
      invalid,
    )
  })
})
