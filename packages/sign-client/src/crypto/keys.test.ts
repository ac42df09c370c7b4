import { hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { deriveSymKey, generateKeyPair, generateSymKey, getPublicKey } from './keys.js'
import { portableX25519ForTests, x25519 } from './x25519.js'

// RFC 7748 section 6.1 key pairs and their X25519 shared secret.
const alice = {
  privateKey: '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a',
  publicKey: '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
}
const bob = {
  privateKey: '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb',
  publicKey: 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
}
const sharedSecret = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'

describe('generateKeyPair', () => {
  it('makes 32-byte lowercase hex keys whose public half matches the private one', () => {
    const pair = generateKeyPair()
    expect(pair.privateKey).toMatch(/^[0-9a-f]{64}$/)
    expect(pair.publicKey).toMatch(/^[0-9a-f]{64}$/)
    expect(getPublicKey(pair.privateKey)).toBe(pair.publicKey)
    expect(generateKeyPair().privateKey).not.toBe(pair.privateKey)
  })
})

describe('generateSymKey', () => {
  it('makes 32 random bytes of hex', () => {
    const key = generateSymKey()
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(generateSymKey()).not.toBe(key)
  })
})

describe('deriveSymKey', () => {
  it('agrees with the RFC 7748 public keys', () => {
    expect(getPublicKey(alice.privateKey)).toBe(alice.publicKey)
    expect(getPublicKey(bob.privateKey)).toBe(bob.publicKey)
  })

  it('is HKDF-SHA256 of the X25519 shared secret with no salt and no info (known answer)', () => {
    const expected = Buffer.from(
      hkdfSync('sha256', Buffer.from(sharedSecret, 'hex'), Buffer.alloc(0), Buffer.alloc(0), 32),
    ).toString('hex')
    expect(deriveSymKey(alice.privateKey, bob.publicKey)).toBe(expected)
    expect(expected).toMatchInlineSnapshot(`"ea1d8a20f476d1e1ec952ca42708b8f7161ce7c81eadf97e520e2b40333decd5"`)
  })

  it('is symmetric', () => {
    expect(deriveSymKey(alice.privateKey, bob.publicKey)).toBe(deriveSymKey(bob.privateKey, alice.publicKey))
    const a = generateKeyPair()
    const b = generateKeyPair()
    expect(deriveSymKey(a.privateKey, b.publicKey)).toBe(deriveSymKey(b.privateKey, a.publicKey))
  })

  it('refuses malformed and low-order keys with a ProtocolError', () => {
    expect(() => deriveSymKey('zz', bob.publicKey)).toThrow(ProtocolError)
    expect(() => deriveSymKey(alice.privateKey, bob.publicKey.slice(2))).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. peer public key: expected 32 bytes]`,
    )
    expect(() => deriveSymKey(alice.privateKey, '00'.repeat(32))).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. peer public key: not a usable X25519 key]`,
    )
  })
})

describe('x25519 implementations', () => {
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
  const raw = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))

  it("uses Node's native X25519 under Node", () => {
    expect(x25519).not.toBe(portableX25519ForTests)
  })

  it('native and portable give the same public keys and shared secrets', () => {
    for (const implementation of [x25519, portableX25519ForTests]) {
      expect(hex(implementation.publicKeyOf(raw(alice.privateKey)))).toBe(alice.publicKey)
      expect(hex(implementation.sharedSecret(raw(alice.privateKey), raw(bob.publicKey)))).toBe(sharedSecret)
    }
    for (let round = 0; round < 20; round++) {
      const native = x25519.generate()
      const portable = portableX25519ForTests.generate()
      expect(hex(portableX25519ForTests.publicKeyOf(native.privateKey))).toBe(hex(native.publicKey))
      expect(hex(x25519.sharedSecret(native.privateKey, portable.publicKey))).toBe(
        hex(portableX25519ForTests.sharedSecret(portable.privateKey, native.publicKey)),
      )
    }
  })

  it('both refuse a low-order peer key', () => {
    for (const implementation of [x25519, portableX25519ForTests]) {
      expect(() => implementation.sharedSecret(raw(alice.privateKey), new Uint8Array(32))).toThrow()
    }
  })
})
