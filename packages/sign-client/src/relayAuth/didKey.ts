import { base58 } from '@scure/base'
import { InvalidDidKeyError } from './errors.js'

const DID_KEY_PREFIX = 'did:key:'
/** Multibase prefix for base58btc. */
const BASE58BTC = 'z'
/** Multicodec `ed25519-pub` (0xed) as an unsigned varint: 0xed 0x01. */
const ED25519_MULTICODEC = [0xed, 0x01] as const
const ED25519_PUBLIC_KEY_LENGTH = 32

/**
 * Encodes a 32-byte Ed25519 public key as a `did:key` identifier (`did:key:z6Mk...`).
 *
 * @example
 * const { publicKey } = generateRelayKeyPair()
 * encodeDidKey(publicKey) // 'did:key:z6Mk...'
 */
export function encodeDidKey(publicKey: Uint8Array): string {
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== ED25519_PUBLIC_KEY_LENGTH) {
    throw new InvalidDidKeyError(`an Ed25519 public key is ${ED25519_PUBLIC_KEY_LENGTH} bytes`)
  }
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length)
  bytes.set(ED25519_MULTICODEC, 0)
  bytes.set(publicKey, ED25519_MULTICODEC.length)
  return `${DID_KEY_PREFIX}${BASE58BTC}${base58.encode(bytes)}`
}

/**
 * Decodes an Ed25519 `did:key` identifier back to its 32-byte public key. Throws `InvalidDidKeyError`
 * on any other method, multibase, multicodec or length.
 *
 * @example
 * decodeDidKey('did:key:z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw') // Uint8Array(32) d75a9801...
 */
export function decodeDidKey(did: string): Uint8Array {
  if (typeof did !== 'string' || !did.startsWith(DID_KEY_PREFIX)) throw new InvalidDidKeyError('not a did:key')
  const multibase = did.slice(DID_KEY_PREFIX.length)
  if (!multibase.startsWith(BASE58BTC)) throw new InvalidDidKeyError('not base58btc (multibase z)')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(multibase.slice(1))
  } catch (cause) {
    throw new InvalidDidKeyError('bad base58btc', { cause })
  }
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new InvalidDidKeyError('not an ed25519-pub multicodec key')
  }
  if (bytes.length !== ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_LENGTH) {
    throw new InvalidDidKeyError(`an Ed25519 public key is ${ED25519_PUBLIC_KEY_LENGTH} bytes`)
  }
  return bytes.slice(ED25519_MULTICODEC.length)
}
