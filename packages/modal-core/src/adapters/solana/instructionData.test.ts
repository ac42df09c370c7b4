import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from './splTokenInstructions.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { SYSTEM_PROGRAM_ID, systemTransfer } from './systemTransfer.js'

const plain = ({ programId, keys, data }: SolanaInstruction) => ({
  programId: programId.toBase58(),
  keys: keys.map(({ pubkey, isSigner, isWritable }) => ({ pubkey: pubkey.toBase58(), isSigner, isWritable })),
  data: Array.from(data),
})

describe('instruction builders', () => {
  test('systemTransfer: the accounts and data of web3.js SystemProgram.transfer', () => {
    const from = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    for (const lamports of [1n, 250_000_000n, 2n ** 64n - 1n]) {
      const expected = SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })
      expect(plain(systemTransfer({ from, to, lamports }))).toEqual({
        programId: expected.programId.toBase58(),
        keys: expected.keys.map(({ pubkey, isSigner, isWritable }) => ({
          pubkey: pubkey.toBase58(),
          isSigner,
          isWritable,
        })),
        data: Array.from(expected.data),
      })
    }
    expect(SYSTEM_PROGRAM_ID.toBase58()).toBe(SystemProgram.programId.toBase58())
  })

  test('amounts outside a u64 are refused, not wrapped', () => {
    const from = Keypair.generate().publicKey
    expect(() => systemTransfer({ from, to: from, lamports: 2n ** 64n })).toThrow(
      expect.objectContaining({ name: 'InvalidSendParametersError' }),
    )
    expect(() =>
      transferChecked({ source: from, mint: from, destination: from, owner: from, amount: -1n, decimals: 6 }),
    ).toThrow(expect.objectContaining({ name: 'InvalidSendParametersError' }))
    expect(() =>
      transferChecked({ source: from, mint: from, destination: from, owner: from, amount: 1n, decimals: 256 }),
    ).toThrow(expect.objectContaining({ name: 'InvalidSendParametersError' }))
  })

  test('create-idempotent and transferChecked: accounts in the programs’ order, data [1] and [12, u64 LE, decimals]', () => {
    const payer = Keypair.generate().publicKey
    const owner = Keypair.generate().publicKey
    const mint = Keypair.generate().publicKey
    const ata = PublicKey.findProgramAddressSync(
      [owner.toBuffer(), new PublicKey(TOKEN_PROGRAM_ID.toBytes()).toBuffer(), mint.toBuffer()],
      new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID.toBytes()),
    )[0].toBase58()
    expect(plain(createAssociatedTokenAccountIdempotent({ payer, owner, mint }))).toEqual({
      programId: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      keys: [
        { pubkey: payer.toBase58(), isSigner: true, isWritable: true },
        { pubkey: ata, isSigner: false, isWritable: true },
        { pubkey: owner.toBase58(), isSigner: false, isWritable: false },
        { pubkey: mint.toBase58(), isSigner: false, isWritable: false },
        { pubkey: '11111111111111111111111111111111', isSigner: false, isWritable: false },
        { pubkey: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', isSigner: false, isWritable: false },
      ],
      data: [1],
    })
    const destination = Keypair.generate().publicKey
    expect(
      plain(
        transferChecked({
          source: associatedTokenAddress(owner, mint),
          mint,
          destination,
          owner,
          amount: 0x0102030405060708n,
          decimals: 6,
        }),
      ),
    ).toEqual({
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      keys: [
        { pubkey: ata, isSigner: false, isWritable: true },
        { pubkey: mint.toBase58(), isSigner: false, isWritable: false },
        { pubkey: destination.toBase58(), isSigner: false, isWritable: true },
        { pubkey: owner.toBase58(), isSigner: true, isWritable: false },
      ],
      data: [12, 8, 7, 6, 5, 4, 3, 2, 1, 6],
    })
  })
})
