import { writeU64, type SolanaInstruction } from './solanaInstruction.js'
import { SolanaPublicKey, type SolanaPublicKeyInput } from './solanaPublicKey.js'

/** The System Program (32 zero bytes). */
export const SYSTEM_PROGRAM_ID = /* @__PURE__ */ SolanaPublicKey.from('11111111111111111111111111111111')

export type SystemTransferParameters = { from: SolanaPublicKeyInput; to: SolanaPublicKeyInput; lamports: bigint }

/**
 * Moves `lamports` from `from` (which signs) to `to`: System Program instruction 2, Transfer (the index
 * as u32 little-endian, then the lamports as u64 little-endian).
 *
 * @example
 * const instruction = systemTransfer({ from: payer, to: receiver, lamports: 250_000_000n })
 */
export function systemTransfer({ from, to, lamports }: SystemTransferParameters): SolanaInstruction {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  writeU64(data, 4, lamports)
  return {
    programId: SYSTEM_PROGRAM_ID,
    keys: [
      { pubkey: SolanaPublicKey.from(from), isSigner: true, isWritable: true },
      { pubkey: SolanaPublicKey.from(to), isSigner: false, isWritable: true },
    ],
    data,
  }
}
