import { ProviderRequestError } from '../errors/providerErrors.js'

export type PlaceSolanaSignatureParameters = {
  /** A serialized legacy or v0 transaction. */
  transaction: Uint8Array
  /** The 32-byte public key of the signer. */
  publicKey: Uint8Array
  /** Its 64-byte ed25519 signature over the message. */
  signature: Uint8Array
}

const invalid = (reason: string) =>
  new ProviderRequestError({ method: 'solana_signTransaction', cause: new Error(reason) })

/** A compact-u16 (1 to 3 bytes, 7 bits each, low first) at `offset`: its value and its length. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; length: number } {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw invalid('the transaction ends inside a length')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return { value, length: index + 1 }
  }
  throw invalid('a length takes more than 3 bytes')
}

/**
 * Puts a signer's signature into its slot of a serialized Solana transaction (legacy or v0): the
 * transaction is a compact-u16 signature count, 64-byte signatures, then the message, whose header
 * gives the number of required signers and whose account keys list those signers first, in the order
 * of the signature slots. Returns a copy; the input is left as it is.
 *
 * @throws ProviderRequestError ('Wallet request failed') when the bytes are no transaction or the key signs nothing in it.
 * @example
 * const signed = placeSolanaSignature({ transaction: unsigned, publicKey: base58.decode(address), signature })
 */
export function placeSolanaSignature({
  transaction,
  publicKey,
  signature,
}: PlaceSolanaSignatureParameters): Uint8Array {
  if (signature.length !== 64) throw invalid(`a signature has 64 bytes, not ${signature.length}`)
  if (publicKey.length !== 32) throw invalid(`a public key has 32 bytes, not ${publicKey.length}`)
  const count = readCompactU16(transaction, 0)
  const slots = count.length
  let offset = slots + 64 * count.value
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  if (((transaction[offset] ?? 0) & 0x80) !== 0) offset += 1
  const required = transaction[offset]
  if (required === undefined) throw invalid('the transaction has no message header')
  offset += 3
  const keys = readCompactU16(transaction, offset)
  offset += keys.length
  const signers = Math.min(required, count.value, keys.value)
  for (let index = 0; index < signers; index++) {
    const key = transaction.subarray(offset + 32 * index, offset + 32 * index + 32)
    if (key.length === 32 && key.every((byte, at) => byte === publicKey[at])) {
      // Uint8Array.from copies (a Node Buffer's slice would be a view onto the caller's bytes).
      const signed = Uint8Array.from(transaction)
      signed.set(signature, slots + 64 * index)
      return signed
    }
  }
  throw invalid('the account is not a signer of this transaction')
}
