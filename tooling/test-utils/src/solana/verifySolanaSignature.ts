import { ed25519 } from '@noble/curves/ed25519'
import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'

export type VerifySolanaSignatureParameters = {
  /** The UTF-8 message as signed. */
  message: string
  /** The ed25519 signature, base58 (as the adapter returns it). */
  signature: string
  /** The signer's base58 address (its public key). */
  address: string
}

/**
 * Whether `signature` is the ed25519 signature of `message` by `address`: checked independently of the
 * product's encoders, with a well-known curve library.
 *
 * @example
 * expect(verifySolanaSignature({ message: 'hello', signature, address: solana.address })).toBe(true)
 */
export function verifySolanaSignature({ message, signature, address }: VerifySolanaSignatureParameters): boolean {
  try {
    return ed25519.verify(bs58.decode(signature), new TextEncoder().encode(message), new PublicKey(address).toBytes())
  } catch {
    return false
  }
}
