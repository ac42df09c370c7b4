import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { encodeDidKey } from './didKey.js'
import { RelayJwtError, type RelayJwtErrorReason } from './errors.js'
import { signRelayJwt, verifyRelayJwt } from './jwt.js'
import { generateRelayKeyPair } from './keyPair.js'

const AUD = 'ws://127.0.0.1:8787'
const IAT = 1_800_000_000
const decodePart = (part: string): unknown => JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part)))
const encodePart = (value: unknown): string => base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))

function reasonOf(run: () => unknown): RelayJwtErrorReason | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof RelayJwtError) return error.reason
    throw error
  }
  return undefined
}

describe('signRelayJwt', () => {
  it('builds the header, payload and an Ed25519 signature in base64url without padding', () => {
    const { secretKey, publicKey } = generateRelayKeyPair()
    const token = signRelayJwt({ secretKey, aud: AUD, iat: IAT })
    expect(token).not.toContain('=')
    const [header, payload, signature] = token.split('.') as [string, string, string]
    expect(new TextDecoder().decode(base64urlnopad.decode(header))).toBe('{"alg":"EdDSA","typ":"JWT"}')
    const claims = decodePart(payload) as Record<string, unknown>
    expect(Object.keys(claims)).toEqual(['iss', 'sub', 'aud', 'iat', 'exp'])
    expect(claims.iss).toBe(encodeDidKey(publicKey))
    expect(claims.sub).toMatch(/^[0-9a-f]{64}$/)
    expect(claims).toMatchObject({ aud: AUD, iat: IAT, exp: IAT + 86_400 })
    expect(ed25519.verify(base64urlnopad.decode(signature), utf8ToBytes(`${header}.${payload}`), publicKey)).toBe(true)
  })

  it('takes sub and ttl when given, and a fresh sub each time otherwise', () => {
    const { secretKey } = generateRelayKeyPair()
    const token = signRelayJwt({ secretKey, aud: AUD, iat: IAT, sub: 'abc', ttlSeconds: 60 })
    expect(verifyRelayJwt(token, { now: IAT })).toMatchObject({ sub: 'abc', exp: IAT + 60 })
    const a = verifyRelayJwt(signRelayJwt({ secretKey, aud: AUD }))
    const b = verifyRelayJwt(signRelayJwt({ secretKey, aud: AUD }))
    expect(a.sub).not.toBe(b.sub)
  })

  it('is deterministic for a fixed key and claims (Ed25519 signatures are)', () => {
    const secretKey = hexToBytes('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
    const params = { secretKey, aud: AUD, iat: IAT, sub: '00' }
    expect(signRelayJwt(params)).toBe(signRelayJwt(params))
    expect(verifyRelayJwt(signRelayJwt(params), { now: IAT }).iss).toBe(
      'did:key:z6MktwupdmLXVVqTzCw4i46r4uGyosGXRnR3XjN4Zq7oMMsw',
    )
  })
})

describe('verifyRelayJwt', () => {
  const { secretKey, publicKey } = generateRelayKeyPair()
  const token = signRelayJwt({ secretKey, aud: AUD, iat: IAT })

  it('round-trips and returns the payload', () => {
    const payload = verifyRelayJwt(token, { aud: AUD, now: IAT + 10 })
    expect(payload.iss).toBe(encodeDidKey(publicKey))
    expect(payload).toMatchObject({ aud: AUD, iat: IAT, exp: IAT + 86_400 })
  })

  it('accepts an audience predicate', () => {
    expect(verifyRelayJwt(token, { aud: (aud) => aud.startsWith('ws://'), now: IAT }).aud).toBe(AUD)
    expect(reasonOf(() => verifyRelayJwt(token, { aud: () => false, now: IAT }))).toBe('wrong-audience')
  })

  it('rejects a wrong audience', () => {
    expect(reasonOf(() => verifyRelayJwt(token, { aud: 'ws://127.0.0.1:9999', now: IAT }))).toBe('wrong-audience')
  })

  it('rejects an expired token, at exp and after', () => {
    expect(reasonOf(() => verifyRelayJwt(token, { now: IAT + 86_400 }))).toBe('expired')
    expect(reasonOf(() => verifyRelayJwt(token, { now: IAT + 86_401 }))).toBe('expired')
    expect(reasonOf(() => verifyRelayJwt(token, { now: IAT + 86_399 }))).toBeUndefined()
  })

  it('rejects a tampered payload', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = decodePart(payload) as Record<string, unknown>
    const longer = encodePart({ ...claims, exp: IAT + 10 * 86_400 })
    expect(reasonOf(() => verifyRelayJwt(`${header}.${longer}.${signature}`, { now: IAT }))).toBe('bad-signature')
    const otherAud = encodePart({ ...claims, aud: 'ws://evil:1' })
    expect(reasonOf(() => verifyRelayJwt(`${header}.${otherAud}.${signature}`, { now: IAT }))).toBe('bad-signature')
  })

  it('rejects a token whose iss is another key than the signer', () => {
    const other = generateRelayKeyPair()
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = decodePart(payload) as Record<string, unknown>
    const swapped = encodePart({ ...claims, iss: encodeDidKey(other.publicKey) })
    expect(reasonOf(() => verifyRelayJwt(`${header}.${swapped}.${signature}`, { now: IAT }))).toBe('bad-signature')
  })

  it('rejects a tampered or truncated signature', () => {
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const bytes = base64urlnopad.decode(signature)
    bytes[0]! ^= 1
    expect(reasonOf(() => verifyRelayJwt(`${header}.${payload}.${base64urlnopad.encode(bytes)}`, { now: IAT }))).toBe(
      'bad-signature',
    )
    const short = base64urlnopad.encode(bytes.slice(0, 63))
    expect(reasonOf(() => verifyRelayJwt(`${header}.${payload}.${short}`, { now: IAT }))).toBe('bad-signature')
  })

  it('rejects another algorithm', () => {
    const [, payload, signature] = token.split('.') as [string, string, string]
    const none = encodePart({ alg: 'none', typ: 'JWT' })
    expect(reasonOf(() => verifyRelayJwt(`${none}.${payload}.${signature}`, { now: IAT }))).toBe('unsupported-alg')
    const hs = encodePart({ alg: 'HS256', typ: 'JWT' })
    expect(reasonOf(() => verifyRelayJwt(`${hs}.${payload}.`, { now: IAT }))).toBe('unsupported-alg')
  })

  it.each([
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['a header that is not base64url', '***.e30.e30'],
    ['a header that is not JSON', `${base64urlnopad.encode(utf8ToBytes('nope'))}.e30.e30`],
    ['a header that is an array', `${encodePart([1])}.e30.e30`],
    ['a payload without claims', `${encodePart({ alg: 'EdDSA', typ: 'JWT' })}.e30.e30`],
    [
      'an iss that is not a did:key',
      `${encodePart({ alg: 'EdDSA', typ: 'JWT' })}.${encodePart({ iss: 'x', sub: 's', aud: AUD, iat: 1, exp: 2 })}.e30`,
    ],
    ['an empty string', ''],
  ])('rejects %s as malformed', (_label, bad) => {
    expect(reasonOf(() => verifyRelayJwt(bad))).toBe('malformed')
  })

  it('pins the error text', () => {
    expect(() => verifyRelayJwt(token, { now: IAT + 86_400 })).toThrowErrorMatchingInlineSnapshot(`
      [RelayJwtError: Relay JWT expired.

      Details: exp 1800086400 <= now 1800086400]
    `)
    expect(() => verifyRelayJwt(token, { aud: 'ws://x', now: IAT })).toThrowErrorMatchingInlineSnapshot(`
      [RelayJwtError: Relay JWT audience mismatch.

      Details: aud ws://127.0.0.1:8787]
    `)
  })
})
