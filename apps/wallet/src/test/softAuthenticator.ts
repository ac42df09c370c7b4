import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

// A software WebAuthn authenticator for the route tests: a P-256 key made with Node's crypto, answers
// built byte by byte as the WebAuthn spec lays them out (authenticator data, a `none` attestation in
// CBOR, ES256 assertions over authData || SHA-256(clientDataJSON)). The e2e test uses Chromium's own.

type Bytes = Uint8Array
const b64url = (bytes: Bytes) => Buffer.from(bytes).toString('base64url')
const sha256 = (bytes: Bytes | string) => new Uint8Array(createHash('sha256').update(bytes).digest())
const concat = (...parts: Bytes[]) => new Uint8Array(Buffer.concat(parts))

// CBOR (RFC 8949), only what these answers need: small integers, byte and text strings, maps.
const head = (major: number, n: number): Bytes =>
  n < 24
    ? new Uint8Array([(major << 5) | n])
    : n < 256
      ? new Uint8Array([(major << 5) | 24, n])
      : new Uint8Array([(major << 5) | 25, n >> 8, n & 255])
type Cbor = number | string | Bytes | Map<Cbor, Cbor>
const cbor = (value: Cbor): Bytes => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = new TextEncoder().encode(value)
    return concat(head(3, text.length), text)
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value)
  return concat(head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]))
}

type Credential = { id: Bytes; privateKey: KeyObject; cose: Bytes; userHandle: string; counter: number }

export type SoftAuthenticatorAnswerOptions = {
  /** The origin written into clientDataJSON (default: the authenticator's). */
  origin?: string
  /** The challenge written into clientDataJSON (default: the options'). */
  challenge?: string
  /** The relying party whose hash starts the authenticator data (default: the options'). */
  rpId?: string
  /** The page that embeds the frame, for a ceremony in a cross-origin frame (`crossOrigin: true`). */
  topOrigin?: string
}

/**
 * A software authenticator holding discoverable ES256 credentials, answering `@simplewebauthn/server`'s
 * options with the JSON `@simplewebauthn/browser` would post.
 *
 * @example
 * const authenticator = createSoftAuthenticator({ origin: 'http://localhost:46101' })
 * const response = authenticator.register(options)
 */
export function createSoftAuthenticator({ origin }: { origin: string }) {
  const credentials: Credential[] = []
  const clientData = (type: string, challenge: string, answer: SoftAuthenticatorAnswerOptions) =>
    new TextEncoder().encode(
      JSON.stringify({
        type,
        challenge: answer.challenge ?? challenge,
        origin: answer.origin ?? origin,
        crossOrigin: answer.topOrigin !== undefined,
        ...(answer.topOrigin ? { topOrigin: answer.topOrigin } : {}),
      }),
    )
  const counterBytes = (counter: number) => {
    const bytes = new Uint8Array(4)
    new DataView(bytes.buffer).setUint32(0, counter)
    return bytes
  }
  return {
    credentials,
    /** Makes a new credential for `options` (registration options JSON) and answers with it. */
    register(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      answer: SoftAuthenticatorAnswerOptions = {},
    ) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
        ]),
      )
      const id = new Uint8Array(randomBytes(16))
      const credential = { id, privateKey, cose, userHandle: options.user.id, counter: 0 }
      credentials.push(credential)
      const idLength = new Uint8Array([0, id.length])
      // Flags: user present, user verified, attested credential data.
      const authData = concat(
        sha256(answer.rpId ?? options.rp.id!),
        new Uint8Array([0x01 | 0x04 | 0x40]),
        counterBytes(0),
        new Uint8Array(16),
        idLength,
        id,
        cose,
      )
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, answer)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
    /** Signs `options` (authentication options JSON) with a credential (default: the last one made). */
    login(
      options: { challenge: string; rpId?: string },
      answer: SoftAuthenticatorAnswerOptions & { credential?: Credential } = {},
    ) {
      const credential = answer.credential ?? credentials.at(-1)!
      credential.counter += 1
      const authData = concat(
        sha256(answer.rpId ?? options.rpId!),
        new Uint8Array([0x01 | 0x04]),
        counterBytes(credential.counter),
      )
      const clientDataJSON = clientData('webauthn.get', options.challenge, answer)
      const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), credential.privateKey)
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
  }
}
