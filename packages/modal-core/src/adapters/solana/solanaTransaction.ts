import {
  address,
  appendTransactionMessageInstructions,
  assertIsBlockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'

const U64_MAX = 0xffff_ffff_ffff_ffffn

/**
 * A base58 address as @solana/kit's `Address`.
 *
 * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address') for anything but a 32-byte key.
 * @example
 * toSolanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
 */
export function toSolanaAddress(value: string): Address {
  if (!isAddress(value)) throw new InvalidSendParametersError({ details: `"${value}" is not a Solana address` })
  return address(value)
}

/**
 * Checks that an amount of lamports or token units fits a u64, as the programs read it.
 *
 * @throws InvalidSendParametersError for a value below 0 or above 2^64 - 1.
 * @example
 * assertU64(250_000_000n)
 */
export function assertU64(value: bigint): void {
  if (value < 0n || value > U64_MAX) throw new InvalidSendParametersError({ details: `${value} does not fit in a u64` })
}

export type CompileSolanaTransactionParameters = {
  /** Pays the fee: the first account key and the first signer. */
  feePayer: string
  /** A recent blockhash in base58 (32 bytes). */
  blockhash: string
  /** The last block height at which the blockhash is accepted. */
  lastValidBlockHeight: number | bigint
  instructions: readonly Instruction[]
}

/**
 * A legacy Solana transaction ready for a wallet to sign, compiled by @solana/kit: the signature count,
 * a zeroed 64-byte slot for each required signer, then the message (fee payer first, accounts by role,
 * each key once with its roles merged). The same bytes as `Transaction.serialize({ requireAllSignatures:
 * false })` of @solana/web3.js for the same instructions.
 *
 * @throws SolanaError (from @solana/kit) for a blockhash that is not 32 bytes of base58
 * @example
 * const unsigned = compileSolanaTransaction({ feePayer: account.address, blockhash, lastValidBlockHeight, instructions })
 */
export function compileSolanaTransaction({
  feePayer,
  blockhash,
  lastValidBlockHeight,
  instructions,
}: CompileSolanaTransactionParameters): Uint8Array {
  assertIsBlockhash(blockhash)
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(address(feePayer), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
