// Issue 18, relay item 4: a second socket with the same client id (a copied JWT) took every message, and
// the first socket got none, even after re-subscribing. Now every live socket of the id gets each message.
import { afterEach, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer } from './startRelay.js'

const T1 = '1'.padStart(64, '0')
let relay: RelayServer
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay.close()
})

describe('two sockets of one client id', () => {
  it('delivers every message to both, also after the first re-subscribes', async () => {
    relay = await startRelay({ host: '127.0.0.1', port: 0 })
    const original = await connectClient(relay.url)
    const copy = await connectClient(relay.url, { keyPair: original.keyPair })
    const sender = await connectClient(relay.url)
    clients.push(original, copy, sender)
    await original.call('irn_subscribe', { topic: T1 })
    await copy.call('irn_subscribe', { topic: T1 })
    for (let i = 0; i < 5; i++) await sender.call('irn_publish', { topic: T1, message: `m${i}`, ttl: 300 })
    await original.call('irn_subscribe', { topic: T1 })
    for (let i = 5; i < 10; i++) await sender.call('irn_publish', { topic: T1, message: `m${i}`, ttl: 300 })
    const all = Array.from({ length: 10 }, (_, i) => `m${i}`)
    for (const socket of [original, copy]) {
      await socket.waitFor(() => socket.deliveries.length >= 10)
      await socket.settle()
      expect(socket.messages()).toEqual(all)
    }
  })
})
