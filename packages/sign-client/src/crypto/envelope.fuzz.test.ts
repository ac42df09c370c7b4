import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocolErrors.js'
import { decodeEnvelope, encodeEnvelope, peekEnvelopeType, validateEnvelope } from './envelope.js'
import { generateKeyPair } from './keys.js'

const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const receiver = generateKeyPair()
const sender = generateKeyPair()

/** Runs `fn` and says whether it returned or threw only a ProtocolError. */
function onlyTypedErrors(fn: () => unknown): boolean {
  try {
    fn()
    return true
  } catch (error) {
    return error instanceof ProtocolError
  }
}

function everyDecoder(message: unknown): boolean {
  return (
    onlyTypedErrors(() => decodeEnvelope(message, { symKey, receiverPrivateKey: receiver.privateKey })) &&
    onlyTypedErrors(() => decodeEnvelope(message, { encoding: 'base64url' })) &&
    onlyTypedErrors(() => decodeEnvelope(message)) &&
    onlyTypedErrors(() => validateEnvelope(message)) &&
    onlyTypedErrors(() => peekEnvelopeType(message)) &&
    onlyTypedErrors(() => peekEnvelopeType(message, { encoding: 'base64url' }))
  )
}

const params = { seed: 20261123, numRuns: 500 }

describe('decodeEnvelope under random input', () => {
  it('throws nothing but ProtocolError for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), everyDecoder), params)
  })

  it('throws nothing but ProtocolError for any bytes in base64 and base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const buffer = Buffer.from(bytes)
        return everyDecoder(buffer.toString('base64')) && everyDecoder(buffer.toString('base64url'))
      }),
      params,
    )
  })

  it('throws nothing but ProtocolError for bytes behind each valid type byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), fc.uint8Array({ maxLength: 120 }), (type, rest) =>
        everyDecoder(Buffer.concat([Buffer.from([type]), rest]).toString('base64')),
      ),
      params,
    )
  })

  it('throws nothing but ProtocolError for non-string values', () => {
    fc.assert(fc.property(fc.anything(), everyDecoder), { ...params, numRuns: 200 })
  })

  it('refuses any single flipped bit in a sealed envelope', () => {
    const sealed = [
      Buffer.from(encodeEnvelope({ type: 0, symKey, payload: '{"id":1}' }), 'base64'),
      Buffer.from(
        encodeEnvelope({
          type: 1,
          senderPrivateKey: sender.privateKey,
          receiverPublicKey: receiver.publicKey,
          payload: '{"id":1}',
        }),
        'base64',
      ),
    ]
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.nat(), fc.integer({ min: 0, max: 7 }), (which, position, bit) => {
        const bytes = Buffer.from(sealed[which]!)
        const index = 1 + (position % (bytes.length - 1)) // the type byte itself is covered above
        bytes[index]! ^= 1 << bit
        try {
          decodeEnvelope(bytes.toString('base64'), { symKey, receiverPrivateKey: receiver.privateKey })
          return false
        } catch (error) {
          return error instanceof ProtocolError
        }
      }),
      params,
    )
  })

  it('survives empty and very large input', () => {
    expect(everyDecoder('')).toBe(true)
    expect(everyDecoder('A'.repeat(1_000_000))).toBe(true)
    expect(everyDecoder(Buffer.alloc(750_000, 1).toString('base64'))).toBe(true)
  })
})
