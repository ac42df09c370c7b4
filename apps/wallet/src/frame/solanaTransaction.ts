import { base58 } from '@scure/base'
import { InvalidPayloadError } from './frameHostErrors.js'

/** One instruction of a message: its program, the indexes of its accounts, its data. */
export type SolanaInstructionView = { programIdIndex: number; accounts: number[]; data: Uint8Array }

/** A serialized Solana transaction (legacy or v0) read enough to show it and to sign it. */
export type ParsedSolanaTransaction = {
  version: 'legacy' | number
  /** The signature slots, as in the bytes (64 zero bytes where no one signed yet). */
  signatures: Uint8Array[]
  /** The bytes every signer signs. */
  message: Uint8Array
  /** Where the message starts in the transaction. */
  messageOffset: number
  /** Signers come first among the account keys. */
  requiredSignatures: number
  accountKeys: string[]
  recentBlockhash: string
  instructions: SolanaInstructionView[]
  /** Address-table lookups of a v0 message: accounts past the static keys come from them. */
  lookupTables: number
}

const REQUEST = 'RPC_REQUEST'
const bad = (reason: string) => new InvalidPayloadError(REQUEST, `the transaction ${reason}`)

/** Reads bytes in order; running past the end is the caller's typed error, never a crash. */
function reader(bytes: Uint8Array) {
  let offset = 0
  const take = (length: number) => {
    if (offset + length > bytes.length) throw bad('ends too early')
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  return {
    get offset() {
      return offset
    },
    take,
    u8: () => take(1)[0]!,
    /** A compact-u16: 7 bits a byte, low first, at most 3 bytes. */
    compact() {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = take(1)[0]!
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) return value
      }
      throw bad('has a length of more than 3 bytes')
    },
    done: () => offset === bytes.length,
  }
}

/**
 * Reads a serialized Solana transaction, legacy or versioned (v0): the signature slots, the message and
 * what it holds (account keys, blockhash, instructions, lookup tables).
 *
 * @throws InvalidPayloadError for bytes that are not a whole transaction
 * @example
 * const tx = parseSolanaTransaction(base64.decode(params.transaction))
 */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  const read = reader(bytes)
  const count = read.compact()
  const signatures = Array.from({ length: count }, () => read.take(64))
  const messageOffset = read.offset
  const first = read.u8()
  const version = first & 0x80 ? first & 0x7f : 'legacy'
  if (version !== 'legacy' && version !== 0) throw bad(`has message version ${version}, which this wallet cannot read`)
  const requiredSignatures = version === 'legacy' ? first : read.u8()
  read.u8() // read-only signed accounts
  read.u8() // read-only unsigned accounts
  const accountKeys = Array.from({ length: read.compact() }, () => base58.encode(read.take(32)))
  const recentBlockhash = base58.encode(read.take(32))
  const instructions = Array.from({ length: read.compact() }, () => {
    const programIdIndex = read.u8()
    const accounts = Array.from(read.take(read.compact()))
    return { programIdIndex, accounts, data: read.take(read.compact()) }
  })
  let lookupTables = 0
  if (version === 0) {
    lookupTables = read.compact()
    for (let table = 0; table < lookupTables; table++) {
      read.take(32)
      read.take(read.compact())
      read.take(read.compact())
    }
  }
  if (!read.done()) throw bad('has bytes after its message')
  if (count !== requiredSignatures) throw bad(`has ${count} signature slots for ${requiredSignatures} signers`)
  if (requiredSignatures > accountKeys.length) throw bad('names more signers than accounts')
  return {
    version,
    signatures,
    message: bytes.subarray(messageOffset),
    messageOffset,
    requiredSignatures,
    accountKeys,
    recentBlockhash,
    instructions,
    lookupTables,
  }
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
}

const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true)
const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0, true)
const hex = (data: Uint8Array) => `0x${Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** Lamports as SOL, exactly (9 decimals, trailing zeros dropped). */
export const formatSol = (lamports: bigint): string => {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/**
 * What the confirmation shows of a transaction: the fee payer, the signers, and each instruction with its
 * program, accounts and data; a System Program transfer as "Transfer n SOL from A to B", a memo as its text.
 *
 * @example
 * describeSolanaTransaction(parseSolanaTransaction(bytes), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function describeSolanaTransaction(tx: ParsedSolanaTransaction, network: string): string {
  const key = (index: number) => tx.accountKeys[index] ?? `(account ${index} from a lookup table)`
  const lines = [
    `Network: ${network}`,
    `Fee payer: ${tx.accountKeys[0]}`,
    `Signers: ${tx.accountKeys.slice(0, tx.requiredSignatures).join(', ')}`,
    `Recent blockhash: ${tx.recentBlockhash}`,
    ...(tx.lookupTables ? [`Address lookup tables: ${tx.lookupTables}`] : []),
  ]
  tx.instructions.forEach((instruction, index) => {
    const program = key(instruction.programIdIndex)
    const name = PROGRAM_NAMES[program] ?? program
    const { data, accounts } = instruction
    lines.push('', `Instruction ${index + 1}: ${name}`)
    if (program === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2 && accounts.length >= 2)
      lines.push(`Transfer ${formatSol(u64(data, 4))} SOL from ${key(accounts[0]!)} to ${key(accounts[1]!)}`)
    else if (name === 'Memo Program') lines.push(`Memo: ${new TextDecoder().decode(data)}`)
    else {
      lines.push(`Accounts: ${accounts.map(key).join(', ') || '(none)'}`)
      lines.push(`Data: ${data.length ? hex(data) : '(none)'}`)
    }
  })
  return lines.join('\n')
}

/**
 * A copy of the transaction with `signature` in the slot of `signer` (a base58 public key among its signers).
 *
 * @throws InvalidPayloadError when `signer` is not one of the transaction's signers
 * @example
 * const signed = withSignature(bytes, parsed, address, ed25519.sign(parsed.message, privateKey))
 */
export function withSignature(
  bytes: Uint8Array,
  tx: ParsedSolanaTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  const slot = tx.accountKeys.slice(0, tx.requiredSignatures).indexOf(signer)
  if (slot < 0) throw new InvalidPayloadError(REQUEST, 'the account is not a signer of this transaction')
  const signed = Uint8Array.from(bytes)
  signed.set(signature, tx.messageOffset - 64 * (tx.requiredSignatures - slot))
  return signed
}
