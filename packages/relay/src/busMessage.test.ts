import { describe, expect, it } from 'vitest'
import { decodeBusMessage, encodeBusMessage } from './busMessage.js'
import type { StoredMessage } from './messageStore.js'

const stored: StoredMessage = {
  topic: 'a1'.repeat(32),
  message: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8g',
  id: 'f'.repeat(64),
  publishedAt: 1_764_000_000_123,
  expiresAt: 1_764_000_300_123,
  senderClientId: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
  tag: undefined,
  bytes: 620,
}

describe('bus messages', () => {
  it('carries a message between instances unchanged, with or without a tag and an attestation', () => {
    expect(decodeBusMessage(encodeBusMessage('9f2c1a0b7e6d5c4b', stored))).toEqual({
      origin: '9f2c1a0b7e6d5c4b',
      stored,
    })
    const full = { ...stored, tag: 1108, attestation: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln' }
    expect(decodeBusMessage(encodeBusMessage('i1', full))).toEqual({ origin: 'i1', stored: full })
    const zeroTag = decodeBusMessage(encodeBusMessage('i1', { ...stored, tag: 0 }))
    expect(zeroTag?.stored.tag).toBe(0)
  })

  it('keeps text that JSON would escape and characters outside ASCII, byte for byte', () => {
    const odd = { ...stored, topic: 'tópic "q"', message: 'line\n"quoted"\\ ünïcödé 🦊 \u0000 end' }
    expect(decodeBusMessage(encodeBusMessage('ïd', odd))).toEqual({ origin: 'ïd', stored: odd })
  })

  it('reads a payload that is a view into a larger buffer, as the NATS client hands it over', () => {
    const payload = encodeBusMessage('i1', stored)
    const larger = new Uint8Array(payload.byteLength + 20)
    larger.set(payload, 7)
    expect(decodeBusMessage(larger.subarray(7, 7 + payload.byteLength))).toEqual({ origin: 'i1', stored })
  })

  it('ignores anything else on the subject: JSON, another version, a payload cut short', () => {
    const encoder = new TextEncoder()
    expect(decodeBusMessage(encoder.encode('{"o":"i1","t":"t","m":"m"}'))).toBeUndefined()
    expect(decodeBusMessage(encoder.encode('not a bus message at all, but long enough'))).toBeUndefined()
    const payload = encodeBusMessage('i1', { ...stored, attestation: 'jwt' })
    const otherVersion = Uint8Array.from(payload)
    otherVersion[0] = 0xa2
    expect(decodeBusMessage(otherVersion)).toBeUndefined()
    // Cut inside the header strings (the message text itself may be any length, even empty).
    expect(decodeBusMessage(payload.subarray(0, 40))).toBeUndefined()
    expect(decodeBusMessage(payload.subarray(0, 12))).toBeUndefined()
  })
})
