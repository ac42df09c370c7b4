import { x25519 as nobleX25519 } from '@noble/curves/ed25519.js'
import { MissingOrInvalidError } from '../errors/protocolErrors.js'

/** The X25519 operations the key functions need, on raw 32-byte keys. */
export type X25519 = {
  /** A random private key and its public key. */
  generate(): { privateKey: Uint8Array; publicKey: Uint8Array }
  publicKeyOf(privateKey: Uint8Array): Uint8Array
  /** The shared secret; throws on a low-order peer key (an all-zero secret). */
  sharedSecret(privateKey: Uint8Array, peerPublicKey: Uint8Array): Uint8Array
}

// The fixed DER header of an X25519 private key (PKCS #8) before its raw 32 bytes.
const PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20,
])
// Private key objects of the keys generated lately: a session's key is used again right after it is
// made, and importing it (DER is the only way without its public half) costs five times the agreement.
const CACHED_PRIVATE_KEYS = 256

type Jwk = { kty: 'OKP'; crv: 'X25519'; x: string; d?: string }
type NodeKeyObject = { export(options: { format: 'jwk' }): Jwk }
type NodeCrypto = {
  generateKeyPairSync(type: 'x25519'): { privateKey: NodeKeyObject; publicKey: NodeKeyObject }
  createPrivateKey(options: { key: Uint8Array; format: 'der'; type: 'pkcs8' }): NodeKeyObject
  createPublicKey(options: { key: Jwk; format: 'jwk' } | NodeKeyObject): NodeKeyObject
  diffieHellman(options: { privateKey: NodeKeyObject; publicKey: NodeKeyObject }): Uint8Array
}

type NodeBuffer = {
  from(
    data: Uint8Array | string,
    encoding?: 'base64url' | 'hex',
  ): Uint8Array & { toString(encoding: 'base64url' | 'hex'): string }
}

/** X25519 through Node's OpenSSL: about 25 times faster than the portable code. */
function nodeX25519(crypto: NodeCrypto, buffer: NodeBuffer): X25519 {
  const hexOf = (bytes: Uint8Array) => buffer.from(bytes).toString('hex')
  const fromBase64Url = (text: string) => new Uint8Array(buffer.from(text, 'base64url'))
  const recent = new Map<string, NodeKeyObject>()
  const remember = (privateKey: Uint8Array, keyObject: NodeKeyObject) => {
    if (recent.size >= CACHED_PRIVATE_KEYS) recent.delete(recent.keys().next().value!)
    recent.set(hexOf(privateKey), keyObject)
  }
  const privateKeyObject = (privateKey: Uint8Array) => {
    const cached = recent.get(hexOf(privateKey))
    if (cached) return cached
    const der = new Uint8Array(PKCS8_PREFIX.length + 32)
    der.set(PKCS8_PREFIX)
    der.set(privateKey, PKCS8_PREFIX.length)
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  }
  return {
    generate() {
      const pair = crypto.generateKeyPairSync('x25519')
      const jwk = pair.privateKey.export({ format: 'jwk' })
      const privateKey = fromBase64Url(jwk.d!)
      remember(privateKey, pair.privateKey)
      return { privateKey, publicKey: fromBase64Url(jwk.x) }
    },
    publicKeyOf(privateKey) {
      return fromBase64Url(crypto.createPublicKey(privateKeyObject(privateKey)).export({ format: 'jwk' }).x)
    },
    sharedSecret(privateKey, peerPublicKey) {
      const publicKey = crypto.createPublicKey({
        key: { kty: 'OKP', crv: 'X25519', x: buffer.from(peerPublicKey).toString('base64url') },
        format: 'jwk',
      })
      const secret = new Uint8Array(crypto.diffieHellman({ privateKey: privateKeyObject(privateKey), publicKey }))
      if (secret.every((byte) => byte === 0)) throw new MissingOrInvalidError('low-order X25519 public key')
      return secret
    },
  }
}

const portableX25519: X25519 = {
  generate() {
    const privateKey = nobleX25519.utils.randomSecretKey()
    return { privateKey, publicKey: nobleX25519.getPublicKey(privateKey) }
  },
  publicKeyOf: (privateKey) => nobleX25519.getPublicKey(privateKey),
  sharedSecret: (privateKey, peerPublicKey) => nobleX25519.getSharedSecret(privateKey, peerPublicKey),
}

/**
 * Node's native X25519 where the runtime offers its built-ins synchronously (`process.getBuiltinModule`,
 * Node 20.16 and later; no import, so browser bundles are untouched), else the audited portable
 * implementation (@noble/curves). Both give the same keys and secrets (see keys.test.ts).
 *
 * @example
 * const { privateKey, publicKey } = x25519.generate()
 */
export const x25519: X25519 = (() => {
  const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    ?.getBuiltinModule
  if (typeof getBuiltinModule !== 'function') return portableX25519
  const crypto = getBuiltinModule('node:crypto') as NodeCrypto | undefined
  const buffer = (getBuiltinModule('node:buffer') as { Buffer?: NodeBuffer } | undefined)?.Buffer
  return crypto?.diffieHellman && buffer ? nodeX25519(crypto, buffer) : portableX25519
})()

/** The portable implementation, for tests that compare the two. */
export const portableX25519ForTests = portableX25519
