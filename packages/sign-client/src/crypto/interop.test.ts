// Interop with the official client's crypto, @walletconnect/utils@2.21.8 (Apache-2.0), used only here.
import * as official from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from './envelope.js'
import { hashKey, hashMessage, topicFromSymKey } from './hashes.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.js'

const payload = JSON.stringify({
  id: 1700000000000123,
  jsonrpc: '2.0',
  method: 'wc_sessionRequest',
  params: { chainId: 'eip155:1' },
})

describe('interop with @walletconnect/utils 2.21.8', () => {
  it('derives the same keys and topics', () => {
    const ours = generateKeyPair()
    const theirs = official.generateKeyPair()
    const key = deriveSymKey(ours.privateKey, theirs.publicKey)
    expect(official.deriveSymKey(theirs.privateKey, ours.publicKey)).toBe(key)
    expect(official.hashKey(key)).toBe(topicFromSymKey(key))
    expect(official.hashKey(ours.publicKey)).toBe(hashKey(ours.publicKey))
    expect(official.hashMessage(payload)).toBe(hashMessage(payload))
  })

  it('type 0: theirs opens ours, ours opens theirs, and a fixed IV gives the same bytes', () => {
    const symKey = generateSymKey()
    expect(official.decrypt({ symKey, encoded: encodeEnvelope({ type: 0, symKey, payload }) })).toBe(payload)
    expect(decodeEnvelope(official.encrypt({ symKey, message: payload }), { symKey })).toEqual({ type: 0, payload })
    const iv = '0f0e0d0c0b0a090807060504'
    expect(encodeEnvelope({ type: 0, symKey, payload, iv })).toBe(official.encrypt({ symKey, message: payload, iv }))
  })

  it('type 1: theirs opens ours, ours opens theirs', () => {
    const sender = generateKeyPair()
    const receiver = official.generateKeyPair()
    const ours = encodeEnvelope({
      type: 1,
      senderPrivateKey: sender.privateKey,
      receiverPublicKey: receiver.publicKey,
      payload,
    })
    const validation = official.validateDecoding(ours, { receiverPublicKey: receiver.publicKey })
    expect(validation.senderPublicKey).toBe(sender.publicKey)
    expect(
      official.decrypt({ symKey: official.deriveSymKey(receiver.privateKey, sender.publicKey), encoded: ours }),
    ).toBe(payload)

    const officialSender = official.generateKeyPair()
    const ourReceiver = generateKeyPair()
    const theirs = official.encrypt({
      type: 1,
      symKey: official.deriveSymKey(officialSender.privateKey, ourReceiver.publicKey),
      senderPublicKey: officialSender.publicKey,
      message: payload,
    })
    expect(decodeEnvelope(theirs, { receiverPrivateKey: ourReceiver.privateKey })).toEqual({
      type: 1,
      payload,
      senderPublicKey: officialSender.publicKey,
    })
  })

  it('type 2: the same plaintext envelope in base64url', () => {
    const theirs = official.encodeTypeTwoEnvelope(payload, 'base64url')
    expect(decodeEnvelope(theirs, { encoding: 'base64url' })).toEqual({ type: 2, payload })
    expect(
      official.decodeTypeTwoEnvelope(encodeEnvelope({ type: 2, payload, encoding: 'base64url' }), 'base64url'),
    ).toBe(payload)
  })
})
