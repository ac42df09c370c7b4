import { Buffer } from 'buffer'
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

/** The SPL Token program. */
export const TOKEN_PROGRAM_ID = /* @__PURE__ */ new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = /* @__PURE__ */ new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/**
 * The associated token account of `owner` for `mint`: the program address derived from [owner, token
 * program, mint] under the Associated Token Account program.
 *
 * @example
 * const account = associatedTokenAddress(owner, usdcMint)
 */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]
}

/**
 * Creates `owner`'s associated token account for `mint` unless it exists (instruction 1,
 * CreateIdempotent); `payer` pays its rent.
 *
 * @example
 * createAssociatedTokenAccountIdempotent({ payer, owner: receiver, mint })
 */
export function createAssociatedTokenAccountIdempotent({ payer, owner, mint }: { payer: PublicKey; owner: PublicKey; mint: PublicKey }): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  })
}

/**
 * Moves `amount` (smallest units) of `mint` between token accounts, checked against the mint's
 * `decimals` (instruction 12, TransferChecked: tag, amount as u64 little-endian, decimals).
 *
 * @example
 * transferChecked({ source, mint, destination, owner, amount: 12_500_000n, decimals: 6 })
 */
export function transferChecked({ source, mint, destination, owner, amount, decimals }: { source: PublicKey; mint: PublicKey; destination: PublicKey; owner: PublicKey; amount: bigint; decimals: number }): TransactionInstruction {
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(amount, 1)
  data.writeUInt8(decimals, 9)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}
