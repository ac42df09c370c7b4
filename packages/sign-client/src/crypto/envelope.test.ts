import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { decodeEnvelope, encodeEnvelope, peekEnvelopeType, validateEnvelope } from './envelope.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.js'

const payload = JSON.stringify({ id: 1700000000000123, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} })
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const iv = '000102030405060708090a0b'

function bytesOf(message: string): Uint8Array {
  return new Uint8Array(Buffer.from(message, 'base64'))
}

describe('type 0', () => {
  it('round-trips with a fresh IV each time', () => {
    const message = encodeEnvelope({ type: 0, symKey, payload })
    expect(message).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(message.length % 4).toBe(0)
    expect(decodeEnvelope(message, { symKey })).toEqual({ type: 0, payload })
    expect(encodeEnvelope({ type: 0, symKey, payload })).not.toBe(message)
  })

  it('lays out [0x00][iv 12][ciphertext+tag]', () => {
    const bytes = bytesOf(encodeEnvelope({ type: 0, symKey, payload, iv }))
    expect(bytes[0]).toBe(0)
    expect(Buffer.from(bytes.subarray(1, 13)).toString('hex')).toBe(iv)
    expect(bytes.length).toBe(1 + 12 + Buffer.byteLength(payload) + 16)
  })

  it('fails authentication under another key or after a flipped bit', () => {
    const message = encodeEnvelope({ type: 0, symKey, payload })
    expect(() => decodeEnvelope(message, { symKey: generateSymKey() })).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. envelope: authentication failed]`,
    )
    const bytes = bytesOf(message)
    bytes[20]! ^= 1
    expect(() => decodeEnvelope(Buffer.from(bytes).toString('base64'), { symKey })).toThrow(ProtocolError)
  })

  it('needs a symKey to open', () => {
    expect(() => decodeEnvelope(encodeEnvelope({ type: 0, symKey, payload }))).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. decodeEnvelope() symKey]`,
    )
  })

  it('keeps non-ASCII payloads intact', () => {
    const text = JSON.stringify({ name: 'Zoë 🦊 鍵' })
    expect(decodeEnvelope(encodeEnvelope({ type: 0, symKey, payload: text }), { symKey }).payload).toBe(text)
  })
})

describe('type 1', () => {
  const sender = generateKeyPair()
  const receiver = generateKeyPair()

  it('carries the sender public key and opens with the receiver private key', () => {
    const message = encodeEnvelope({
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: receiver.publicKey,
      payload,
    })
    const bytes = bytesOf(message)
    expect(bytes[0]).toBe(1)
    expect(Buffer.from(bytes.subarray(1, 33)).toString('hex')).toBe(sender.publicKey)
    expect(decodeEnvelope(message, { receiverPrivateKey: receiver.privateKey })).toEqual({
      type: 1,
      payload,
      senderPublicKey: sender.publicKey,
    })
  })

  it('accepts a key derived beforehand', () => {
    const key = deriveSymKey(sender.privateKey, receiver.publicKey)
    const message = encodeEnvelope({ type: 1, symKey: key, senderPublicKey: sender.publicKey, payload })
    expect(decodeEnvelope(message, { receiverPrivateKey: receiver.privateKey }).payload).toBe(payload)
  })

  it('refuses a sender public key that does not match the private key', () => {
    expect(() =>
      encodeEnvelope({
        type: 1,
        senderPrivateKey: sender.privateKey,
        senderPublicKey: receiver.publicKey,
        receiverPublicKey: receiver.publicKey,
        payload,
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. encodeEnvelope() senderPublicKey does not match senderPrivateKey]`,
    )
  })

  it('does not open for another receiver or without a private key', () => {
    const message = encodeEnvelope({
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: receiver.publicKey,
      payload,
    })
    expect(() => decodeEnvelope(message, { receiverPrivateKey: generateKeyPair().privateKey })).toThrow(ProtocolError)
    expect(() => decodeEnvelope(message, { symKey })).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. decodeEnvelope() receiverPrivateKey]`,
    )
  })
})

describe('type 2', () => {
  it('is plaintext, base64 or base64url', () => {
    const relay = encodeEnvelope({ type: 2, payload })
    expect(Buffer.from(bytesOf(relay).subarray(1)).toString('utf8')).toBe(payload)
    expect(decodeEnvelope(relay)).toEqual({ type: 2, payload })

    const link = encodeEnvelope({ type: 2, payload: '{"a":"??>>"}', encoding: 'base64url' })
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeEnvelope(link, { encoding: 'base64url' })).toEqual({ type: 2, payload: '{"a":"??>>"}' })
    expect(
      decodeEnvelope(`${link}==`.slice(0, link.length + ((4 - (link.length % 4)) % 4)), { encoding: 'base64url' })
        .payload,
    ).toBe('{"a":"??>>"}')
  })

  it('refuses a payload that is not UTF-8', () => {
    const message = Buffer.from([2, 0xff, 0xfe]).toString('base64')
    expect(() => decodeEnvelope(message)).toThrowErrorMatchingInlineSnapshot(
      `[MissingOrInvalidError: Missing or invalid. envelope: payload is not UTF-8]`,
    )
  })
})

describe('malformed envelopes', () => {
  it.each([
    ['empty', ''],
    ['not base64', 'not base64!'],
    ['unpadded base64', 'AAEC' + 'AA'],
    ['unknown type', Buffer.from([3, 1, 2, 3]).toString('base64')],
    ['short type 0', Buffer.alloc(28).toString('base64')],
    ['short type 1', Buffer.concat([Buffer.from([1]), Buffer.alloc(59)]).toString('base64')],
  ])('%s throws a ProtocolError', (_name, message) => {
    expect(() => decodeEnvelope(message, { symKey })).toThrow(ProtocolError)
    expect(() => validateEnvelope(message)).toThrow(ProtocolError)
  })

  it('pins the messages', () => {
    const error = (message: unknown) => {
      try {
        decodeEnvelope(message, { symKey })
      } catch (e) {
        return e instanceof ProtocolError ? `${e.kind}: ${e.message}` : e
      }
      return 'no error'
    }
    expect(error(42)).toMatchInlineSnapshot(`"MISSING_OR_INVALID: Missing or invalid. envelope: not a string"`)
    expect(error('')).toMatchInlineSnapshot(`"MISSING_OR_INVALID: Missing or invalid. envelope: empty"`)
    expect(error('@@@@')).toMatchInlineSnapshot(`"MISSING_OR_INVALID: Missing or invalid. envelope: not base64"`)
    expect(error(Buffer.from([9, 9, 9]).toString('base64'))).toMatchInlineSnapshot(
      `"UNKNOWN_TYPE: Unknown type. envelope type: 9"`,
    )
    expect(error(Buffer.alloc(20).toString('base64'))).toMatchInlineSnapshot(
      `"MISSING_OR_INVALID: Missing or invalid. envelope: too short for type 0"`,
    )
  })
})

describe('validateEnvelope and peekEnvelopeType', () => {
  it('report type and sender without opening', () => {
    const sender = generateKeyPair()
    const type1 = encodeEnvelope({
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: generateKeyPair().publicKey,
      payload,
    })
    expect(validateEnvelope(type1)).toEqual({ type: 1, senderPublicKey: sender.publicKey })
    expect(validateEnvelope(encodeEnvelope({ type: 0, symKey, payload }))).toEqual({ type: 0 })
    expect(peekEnvelopeType(type1)).toBe(1)
    expect(peekEnvelopeType(encodeEnvelope({ type: 2, payload: '' }))).toBe(2)
    expect(
      peekEnvelopeType(encodeEnvelope({ type: 2, payload: '', encoding: 'base64url' }), { encoding: 'base64url' }),
    ).toBe(2)
    expect(peekEnvelopeType(encodeEnvelope({ type: 0, symKey, payload }))).toBe(0)
  })

  it('peek refuses what cannot hold a known type byte', () => {
    expect(() => peekEnvelopeType('')).toThrow(ProtocolError)
    expect(() => peekEnvelopeType(Buffer.from([7]).toString('base64'))).toThrow(ProtocolError)
    expect(() => peekEnvelopeType(undefined)).toThrow(ProtocolError)
  })
})
