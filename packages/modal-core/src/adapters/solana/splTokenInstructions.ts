import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { findProgramAddress } from './findProgramAddress.js'
import { writeU64, type SolanaInstruction } from './solanaInstruction.js'
import { SolanaPublicKey, type SolanaPublicKeyInput } from './solanaPublicKey.js'
import { SYSTEM_PROGRAM_ID } from './systemTransfer.js'

/** The SPL Token program. */
export const TOKEN_PROGRAM_ID = /* @__PURE__ */ SolanaPublicKey.from('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = /* @__PURE__ */ SolanaPublicKey.from(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)

/**
 * The associated token account of `owner` for `mint`: the program address derived from [owner, token
 * program, mint] under the Associated Token Account program.
 *
 * @example
 * const account = associatedTokenAddress(owner, usdcMint)
 */
export function associatedTokenAddress(owner: SolanaPublicKeyInput, mint: SolanaPublicKeyInput): SolanaPublicKey {
  const seeds = [
    SolanaPublicKey.from(owner).toBytes(),
    TOKEN_PROGRAM_ID.toBytes(),
    SolanaPublicKey.from(mint).toBytes(),
  ]
  return findProgramAddress(seeds, ASSOCIATED_TOKEN_PROGRAM_ID)[0]
}

/**
 * Creates `owner`'s associated token account for `mint` unless it exists (instruction 1,
 * CreateIdempotent); `payer` pays its rent.
 *
 * @example
 * createAssociatedTokenAccountIdempotent({ payer, owner: receiver, mint })
 */
export function createAssociatedTokenAccountIdempotent({
  payer,
  owner,
  mint,
}: {
  payer: SolanaPublicKeyInput
  owner: SolanaPublicKeyInput
  mint: SolanaPublicKeyInput
}): SolanaInstruction {
  return {
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: SolanaPublicKey.from(payer), isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: SolanaPublicKey.from(owner), isSigner: false, isWritable: false },
      { pubkey: SolanaPublicKey.from(mint), isSigner: false, isWritable: false },
      { pubkey: SYSTEM_PROGRAM_ID, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: Uint8Array.of(1),
  }
}

/**
 * Moves `amount` (smallest units) of `mint` between token accounts, checked against the mint's
 * `decimals` (instruction 12, TransferChecked: tag, amount as u64 little-endian, decimals).
 *
 * @example
 * transferChecked({ source, mint, destination, owner, amount: 12_500_000n, decimals: 6 })
 */
export function transferChecked({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
}: {
  source: SolanaPublicKeyInput
  mint: SolanaPublicKeyInput
  destination: SolanaPublicKeyInput
  owner: SolanaPublicKeyInput
  amount: bigint
  decimals: number
}): SolanaInstruction {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidSendParametersError({ details: `${decimals} decimals` })
  const data = new Uint8Array(10)
  data[0] = 12
  writeU64(data, 1, amount)
  data[9] = decimals
  return {
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: SolanaPublicKey.from(source), isSigner: false, isWritable: true },
      { pubkey: SolanaPublicKey.from(mint), isSigner: false, isWritable: false },
      { pubkey: SolanaPublicKey.from(destination), isSigner: false, isWritable: true },
      { pubkey: SolanaPublicKey.from(owner), isSigner: true, isWritable: false },
    ],
    data,
  }
}
