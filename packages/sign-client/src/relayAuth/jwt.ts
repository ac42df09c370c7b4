import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { decodeDidKey, encodeDidKey } from './didKey.js'
import { RelayJwtError } from './errors.js'

/** The claims of a relay auth JWT. */
export type RelayJwtPayload = {
  /** `did:key` of the client's Ed25519 public key: the client id the relay sees. */
  iss: string
  /** Random hex chosen by the client. */
  sub: string
  /** The relay URL as the client configured it. */
  aud: string
  /** Issued at, unix seconds. */
  iat: number
  /** Expiry, unix seconds. */
  exp: number
}

export type SignRelayJwtParameters = {
  /** 32-byte Ed25519 secret key. */
  secretKey: Uint8Array
  /** The relay URL the token is for, e.g. `wss://relay.example.com`. */
  aud: string
  /** Defaults to 32 random bytes as hex. */
  sub?: string
  /** Unix seconds; defaults to now. */
  iat?: number
  /** Lifetime in seconds; defaults to one day. */
  ttlSeconds?: number
}

export type VerifyRelayJwtParameters = {
  /** The expected audience: a string to compare exactly, or a predicate for lenient matching. */
  aud?: string | ((aud: string) => boolean)
  /** Unix seconds to judge expiry against; defaults to now. */
  now?: number
}

const HEADER = { alg: 'EdDSA', typ: 'JWT' } as const
const DEFAULT_TTL_SECONDS = 86_400

const encodeJson = (value: unknown): string => base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))
const nowSeconds = (): number => Math.floor(Date.now() / 1000)

/**
 * Signs a relay auth JWT (`alg: EdDSA`) whose issuer is the `did:key` of the signing key.
 *
 * @example
 * const { secretKey } = generateRelayKeyPair()
 * const token = signRelayJwt({ secretKey, aud: 'ws://127.0.0.1:8787' })
 * new WebSocket(`ws://127.0.0.1:8787/?auth=${token}`)
 */
export function signRelayJwt(parameters: SignRelayJwtParameters): string {
  const { secretKey, aud, ttlSeconds = DEFAULT_TTL_SECONDS } = parameters
  const iat = parameters.iat ?? nowSeconds()
  const payload: RelayJwtPayload = {
    iss: encodeDidKey(ed25519.getPublicKey(secretKey)),
    sub: parameters.sub ?? bytesToHex(randomBytes(32)),
    aud,
    iat,
    exp: iat + ttlSeconds,
  }
  const signingInput = `${encodeJson(HEADER)}.${encodeJson(payload)}`
  const signature = ed25519.sign(utf8ToBytes(signingInput), secretKey)
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}

function decodeSegment(segment: string, what: string): Uint8Array {
  try {
    return base64urlnopad.decode(segment)
  } catch (cause) {
    throw new RelayJwtError('malformed', `${what} is not base64url`, { cause })
  }
}

function parseJsonSegment(segment: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(decodeSegment(segment, what)))
  } catch (cause) {
    if (cause instanceof RelayJwtError) throw cause
    throw new RelayJwtError('malformed', `${what} is not JSON`, { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RelayJwtError('malformed', `${what} is not a JSON object`)
  }
  return value as Record<string, unknown>
}

function readPayload(claims: Record<string, unknown>): RelayJwtPayload {
  const { iss, sub, aud, iat, exp } = claims
  if (typeof iss !== 'string') throw new RelayJwtError('malformed', 'iss is missing')
  if (typeof sub !== 'string') throw new RelayJwtError('malformed', 'sub is missing')
  if (typeof aud !== 'string') throw new RelayJwtError('malformed', 'aud is missing')
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw new RelayJwtError('malformed', 'iat is missing')
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new RelayJwtError('malformed', 'exp is missing')
  return { iss, sub, aud, iat, exp }
}

/**
 * Verifies a relay auth JWT: its shape, `alg: EdDSA`, the Ed25519 signature by the key in `iss`,
 * expiry and (when given) the audience. Returns the payload or throws `RelayJwtError`.
 *
 * @example
 * const { iss } = verifyRelayJwt(token, { aud: 'ws://127.0.0.1:8787' })
 * // iss is the client id: 'did:key:z6Mk...'
 */
export function verifyRelayJwt(token: string, parameters: VerifyRelayJwtParameters = {}): RelayJwtPayload {
  if (typeof token !== 'string') throw new RelayJwtError('malformed', 'not a string')
  const parts = token.split('.')
  if (parts.length !== 3) throw new RelayJwtError('malformed', 'a JWT has three parts')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]

  const header = parseJsonSegment(headerPart, 'header')
  if (header.alg !== 'EdDSA') throw new RelayJwtError('unsupported-alg', `alg ${String(header.alg)}`)
  if (header.typ !== undefined && header.typ !== 'JWT')
    throw new RelayJwtError('malformed', `typ ${String(header.typ)}`)

  const payload = readPayload(parseJsonSegment(payloadPart, 'payload'))
  let publicKey: Uint8Array
  try {
    publicKey = decodeDidKey(payload.iss)
  } catch (cause) {
    throw new RelayJwtError('malformed', 'iss is not an Ed25519 did:key', { cause })
  }

  const signature = decodeSegment(signaturePart, 'signature')
  let valid = false
  try {
    valid = signature.length === 64 && ed25519.verify(signature, utf8ToBytes(`${headerPart}.${payloadPart}`), publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayJwtError('bad-signature')

  const now = parameters.now ?? nowSeconds()
  if (payload.exp <= now) throw new RelayJwtError('expired', `exp ${payload.exp} <= now ${now}`)

  const expected = parameters.aud
  if (expected !== undefined) {
    const matches = typeof expected === 'function' ? expected(payload.aud) : expected === payload.aud
    if (!matches) throw new RelayJwtError('wrong-audience', `aud ${payload.aud}`)
  }
  return payload
}
