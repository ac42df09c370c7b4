import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from './bytes.js'

/**
 * sha256 of a hex key's bytes, as hex. It names the topic of a symmetric key and the response topic
 * of `wc_sessionAuthenticate` (the hash of the requester's public key).
 *
 * @example
 * hashKey(requesterPublicKey) // the topic a type 1 authenticate response is published on
 */
export function hashKey(keyHex: string): string {
  return bytesToHex(sha256(hexToBytes(keyHex, 'key')))
}

/**
 * The topic of a symmetric key: sha256 of its 32 bytes, as hex.
 *
 * @example
 * const { topic } = parsePairingUri(uri)
 * topicFromSymKey(symKey) === topic // true
 */
export function topicFromSymKey(symKeyHex: string): string {
  return bytesToHex(sha256(hexToBytes(symKeyHex, 'symKey', 32)))
}

/**
 * sha256 of a string's UTF-8 bytes, as hex; names a relay message for de-duplication.
 *
 * @example
 * hashMessage(envelope) // '…' (64 hex characters)
 */
export function hashMessage(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}
