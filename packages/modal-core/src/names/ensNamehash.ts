import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from '../evmCall/hex.js'

/**
 * The ENS node of a normalised name (ENSIP-1 namehash). Written on @noble/hashes, already in the
 * modal, rather than viem's `namehash`, which would bring viem's encoding code into the views.
 *
 * @example
 * ensNamehash('eth') // '0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae'
 */
export function ensNamehash(name: string): Hex {
  let node: Uint8Array = new Uint8Array(32)
  if (name) {
    for (const label of name.split('.').reverse()) {
      const joined = new Uint8Array(64)
      joined.set(node)
      joined.set(keccak_256(utf8ToBytes(label)), 32)
      node = keccak_256(joined)
    }
  }
  return `0x${bytesToHex(node)}`
}

/**
 * A name in DNS wire format, as the Universal Resolver takes it: each label prefixed by its byte
 * length, then a zero byte. A label over 255 bytes goes as its hash in brackets (ENSIP-10).
 *
 * @example
 * ensDnsEncode('alice.eth') // '0x05616c6963650365746800'
 */
export function ensDnsEncode(name: string): Hex {
  let hex = ''
  for (const label of name ? name.split('.') : []) {
    let bytes = utf8ToBytes(label)
    if (bytes.length > 255) bytes = utf8ToBytes(`[${bytesToHex(keccak_256(bytes))}]`)
    hex += bytes.length.toString(16).padStart(2, '0') + bytesToHex(bytes)
  }
  return `0x${hex}00`
}
