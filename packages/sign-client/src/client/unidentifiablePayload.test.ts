import { describe, expect, it } from 'vitest'
import { encodeEnvelope } from '../crypto/envelope.js'
import { parsePairingUri } from './pairing/pairingUri.js'
import { relayLab, REQUIRED } from '../test/testSession.js'
import { UnidentifiablePayloadError } from '../errors/clientErrors.js'

// Spec section 8: 'Decoded payload on topic is not identifiable as a JSON-RPC request or a response'
// is raised on the decode path, for a message that opens with the topic's key but is not JSON-RPC.

describe('a decoded payload that is neither request nor response', () => {
  it.each([
    ['no id', { jsonrpc: '2.0', method: 'wc_sessionPing' }],
    ['neither method nor result nor error', { id: 1, jsonrpc: '2.0', params: {} }],
    ['an array', [1, 2, 3]],
  ])('is dropped and reported with UnidentifiablePayloadError (%s)', async (_, payload) => {
    const lab = await relayLab()
    try {
      const dapp = await lab.client('dapp')
      const dropped: { topic: string; reason: string; error?: Error }[] = []
      dapp.on('message_dropped', (report) => dropped.push(report))
      const { uri } = await dapp.connect({ requiredNamespaces: REQUIRED })
      const { topic, symKey } = parsePairingUri(uri!)
      const stranger = await lab.stranger()
      const message = encodeEnvelope({ type: 0, symKey, payload: JSON.stringify(payload) })
      await stranger.publish(topic, message, { ttl: 300, tag: 1000 })
      for (let waited = 0; !dropped.length && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20))
      expect(dropped).toHaveLength(1)
      expect(dropped[0]).toMatchObject({ topic, reason: 'not-json-rpc' })
      expect(dropped[0]!.error).toBeInstanceOf(UnidentifiablePayloadError)
      expect(dropped[0]!.error).toMatchObject({
        topic,
        message: 'Decoded payload on topic is not identifiable as a JSON-RPC request or a response',
      })
    } finally {
      await lab.close()
    }
  })
})
