import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import type { SolanaPublicKey } from './solanaPublicKey.js'

/** An account an instruction reads or writes, and whether it must sign. */
export type SolanaAccountMeta = { pubkey: SolanaPublicKey; isSigner: boolean; isWritable: boolean }

/** One call of an on-chain program: the program, the accounts it touches, and its input bytes. */
export type SolanaInstruction = { programId: SolanaPublicKey; keys: SolanaAccountMeta[]; data: Uint8Array }

/**
 * Writes `value` as a u64, little-endian, into `data` at `offset`.
 *
 * @throws InvalidSendParametersError for a value below 0 or above 2^64 - 1 (a DataView would wrap it).
 * @example
 * writeU64(data, 4, 250_000_000n)
 */
export function writeU64(data: Uint8Array, offset: number, value: bigint): void {
  if (value < 0n || value > 0xffff_ffff_ffff_ffffn)
    throw new InvalidSendParametersError({ details: `${value} does not fit in a u64` })
  new DataView(data.buffer, data.byteOffset, data.byteLength).setBigUint64(offset, value, true)
}
