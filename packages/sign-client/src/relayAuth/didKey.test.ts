import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import { decodeDidKey, encodeDidKey } from './didKey.js'
import { InvalidDidKeyError } from './errors.js'

// RFC 8032 section 7.1, test 1: secret and public key.
const RFC8032_SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'
// Computed independently (0xed 0x01 + public key, base58btc by a separate implementation).
const RFC8032_DID = 'did:key:z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw'

describe('encodeDidKey / decodeDidKey', () => {
  it('derives the known did:key for the RFC 8032 test key', () => {
    const publicKey = ed25519.getPublicKey(hexToBytes(RFC8032_SECRET))
    expect(bytesToHex(publicKey)).toBe(RFC8032_PUBLIC)
    const did = encodeDidKey(publicKey)
    expect(did).toBe(RFC8032_DID)
    expect(did.startsWith('did:key:z6Mk')).toBe(true)
    expect(bytesToHex(decodeDidKey(did))).toBe(RFC8032_PUBLIC)
  })

  it('round-trips random keys, always with the z6Mk prefix', () => {
    for (let i = 0; i < 20; i++) {
      const publicKey = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
      const did = encodeDidKey(publicKey)
      expect(did).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/)
      expect(decodeDidKey(did)).toEqual(publicKey)
    }
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encodeDidKey(new Uint8Array(31))).toThrow(InvalidDidKeyError)
  })

  it.each([
    ['another DID method', 'did:web:example.com'],
    ['no multibase prefix', 'did:key:6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw'],
    ['another multibase', 'did:key:f6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw'],
    ['invalid base58 characters', 'did:key:z6Mk0OIl'],
    ['a truncated key', RFC8032_DID.slice(0, -3)],
    ['a secp256k1 multicodec', `did:key:z${base58.encode(new Uint8Array([0xe7, 0x01, ...new Uint8Array(33)]))}`],
    ['an empty string', ''],
  ])('refuses %s', (_label, did) => {
    expect(() => decodeDidKey(did)).toThrow(InvalidDidKeyError)
  })

  it('pins the error text', () => {
    expect(() => decodeDidKey('did:web:example.com')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidDidKeyError: Invalid did:key.

      Details: not a did:key]
    `)
  })
})
