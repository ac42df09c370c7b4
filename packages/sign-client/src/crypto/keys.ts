import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { MissingOrInvalidError } from '../errors/protocolErrors.js'
import { bytesToHex, hexToBytes } from './bytes.js'
import { x25519 } from './x25519.js'

/** An X25519 key pair, both halves 32 bytes of lowercase hex. */
export type KeyPair = { publicKey: string; privateKey: string }

/**
 * Makes a fresh X25519 key pair.
 *
 * @example
 * const { publicKey, privateKey } = generateKeyPair()
 * // publicKey: '6afde4c4…' (64 hex characters)
 */
export function generateKeyPair(): KeyPair {
  const { privateKey, publicKey } = x25519.generate()
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(publicKey) }
}

/**
 * The X25519 public key of a private key.
 *
 * @example
 * getPublicKey(generateKeyPair().privateKey) // '…' (64 hex characters)
 */
export function getPublicKey(privateKeyHex: string): string {
  return bytesToHex(x25519.publicKeyOf(hexToBytes(privateKeyHex, 'private key', 32)))
}

/**
 * Makes a 32-byte random symmetric key, as carried in a pairing URI.
 *
 * @example
 * const symKey = generateSymKey() // '587d5484…' (64 hex characters)
 */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(32))
}

/**
 * The symmetric key two peers share: HKDF-SHA256 over the X25519 shared secret, no salt, no info,
 * 32 bytes. `deriveSymKey(a.privateKey, b.publicKey) === deriveSymKey(b.privateKey, a.publicKey)`.
 * Throws `MissingOrInvalidError` on a malformed key or a low-order peer key.
 *
 * @example
 * const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
 * const sessionTopic = topicFromSymKey(symKey)
 */
export function deriveSymKey(privateKeyHex: string, peerPublicKeyHex: string): string {
  const privateKey = hexToBytes(privateKeyHex, 'private key', 32)
  const peerPublicKey = hexToBytes(peerPublicKeyHex, 'peer public key', 32)
  let shared: Uint8Array
  try {
    shared = x25519.sharedSecret(privateKey, peerPublicKey)
  } catch (cause) {
    // A peer key whose shared secret is all zeros (a low-order point) is refused, by either implementation.
    throw new MissingOrInvalidError('peer public key: not a usable X25519 key', { cause })
  }
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}
