import { base58 } from '@scure/base'
import type { SolanaAccountMeta, SolanaInstruction } from './solanaInstruction.js'
import { SolanaPublicKey, type SolanaPublicKeyInput } from './solanaPublicKey.js'

export type CompileLegacyTransactionParameters = {
  /** Pays the fee: the first account key and the first signer. */
  feePayer: SolanaPublicKeyInput
  /** A recent blockhash in base58. */
  recentBlockhash: string
  instructions: readonly SolanaInstruction[]
}

/** A length as a compact-u16: 7 bits a byte, low first, the high bit set while more follow. */
function compactU16(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0xffff)
    throw new RangeError(`${value} does not fit in a compact-u16`)
  const bytes: number[] = []
  let rest = value
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80)
    rest >>= 7
  }
  bytes.push(rest)
  return bytes
}

// Keys of the same kind in the order @solana/web3.js's legacy Transaction gives them, so the bytes match
// what wallets and tools built on it produce for the same instructions.
let collator: Intl.Collator | undefined
const byKey = (a: SolanaAccountMeta, b: SolanaAccountMeta) =>
  (collator ??= new Intl.Collator('en', {
    usage: 'sort',
    sensitivity: 'variant',
    ignorePunctuation: false,
    numeric: false,
    caseFirst: 'lower',
  })).compare(a.pubkey.toBase58(), b.pubkey.toBase58())

/** The account keys of a message, deduplicated with their flags merged, fee payer first, then by kind. */
function orderAccounts(feePayer: SolanaPublicKey, instructions: readonly SolanaInstruction[]): SolanaAccountMeta[] {
  const metas = new Map<string, SolanaAccountMeta>()
  const add = ({ pubkey, isSigner, isWritable }: SolanaAccountMeta) => {
    const key = pubkey.toBase58()
    const known = metas.get(key)
    if (known) {
      known.isSigner ||= isSigner
      known.isWritable ||= isWritable
    } else metas.set(key, { pubkey, isSigner, isWritable })
  }
  for (const instruction of instructions) for (const meta of instruction.keys) add(meta)
  for (const instruction of instructions) add({ pubkey: instruction.programId, isSigner: false, isWritable: false })
  const payer = feePayer.toBase58()
  metas.delete(payer)
  const rank = (meta: SolanaAccountMeta) => (meta.isSigner ? 0 : 2) + (meta.isWritable ? 0 : 1)
  const rest = [...metas.values()].sort((a, b) => rank(a) - rank(b) || byKey(a, b))
  return [{ pubkey: feePayer, isSigner: true, isWritable: true }, ...rest]
}

/**
 * Compiles `instructions` into a legacy Solana message: the header (required signatures, read-only
 * signers, read-only non-signers), the account keys (fee payer first; writable signers, read-only
 * signers, writable non-signers, read-only non-signers; each key once with its flags merged), the
 * recent blockhash, and each instruction as program index, account indexes and data, every length a
 * compact-u16. Returns the message and how many signatures it needs.
 *
 * @example
 * const { message, signers } = compileLegacyMessage({ feePayer, recentBlockhash, instructions: [systemTransfer({ from, to, lamports: 1n })] })
 */
export function compileLegacyMessage({ feePayer, recentBlockhash, instructions }: CompileLegacyTransactionParameters): {
  message: Uint8Array
  signers: number
} {
  const accounts = orderAccounts(SolanaPublicKey.from(feePayer), instructions)
  const index = new Map(accounts.map((meta, at) => [meta.pubkey.toBase58(), at]))
  const indexOf = (key: SolanaPublicKey) => index.get(key.toBase58()) as number
  const signers = accounts.filter((meta) => meta.isSigner).length
  const readonlySigners = accounts.filter((meta) => meta.isSigner && !meta.isWritable).length
  const readonlyOthers = accounts.filter((meta) => !meta.isSigner && !meta.isWritable).length
  const blockhash = base58.decode(recentBlockhash)
  if (blockhash.length !== 32) throw new RangeError(`the recent blockhash has ${blockhash.length} bytes, not 32`)
  const bytes: number[] = [signers, readonlySigners, readonlyOthers, ...compactU16(accounts.length)]
  for (const meta of accounts) bytes.push(...meta.pubkey.toBytes())
  bytes.push(...blockhash, ...compactU16(instructions.length))
  for (const instruction of instructions) {
    bytes.push(
      indexOf(instruction.programId),
      ...compactU16(instruction.keys.length),
      ...instruction.keys.map((meta) => indexOf(meta.pubkey)),
    )
    bytes.push(...compactU16(instruction.data.length), ...instruction.data)
  }
  return { message: Uint8Array.from(bytes), signers }
}

/**
 * A legacy Solana transaction ready for wallets to sign: the signature count, a zeroed 64-byte slot for
 * each required signer, then the message (what `Transaction.serialize({ requireAllSignatures: false })`
 * of @solana/web3.js gives).
 *
 * @example
 * const unsigned = compileLegacyTransaction({ feePayer: account.address, recentBlockhash: blockhash, instructions })
 */
export function compileLegacyTransaction(parameters: CompileLegacyTransactionParameters): Uint8Array {
  const { message, signers } = compileLegacyMessage(parameters)
  const count = compactU16(signers)
  const transaction = new Uint8Array(count.length + 64 * signers + message.length)
  transaction.set(count, 0)
  transaction.set(message, count.length + 64 * signers)
  return transaction
}
