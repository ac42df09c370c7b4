import { startRelay, type RelayServer } from '@agentry/relay'
import { afterEach, describe, expect, it } from 'vitest'
import { RelayClient, type RelayMessage } from './relayClient.js'
import { RelayClosedError } from './relayErrors.js'

const TOPIC = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)

let relay: RelayServer | undefined
const clients: RelayClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

const client = (port: number, options: Partial<ConstructorParameters<typeof RelayClient>[0]> = {}) => {
  const created = new RelayClient({
    relayUrl: `ws://127.0.0.1:${port}`,
    reconnect: { minMs: 50, maxMs: 200 },
    ...options,
  })
  clients.push(created)
  return created
}

/** Resolves with the next `count` messages a client receives. */
const nextMessages = (receiver: RelayClient, count: number) =>
  new Promise<RelayMessage[]>((resolve) => {
    const seen: RelayMessage[] = []
    const stop = receiver.on('message', (message) => {
      seen.push(message)
      if (seen.length === count) {
        stop()
        resolve(seen)
      }
    })
  })

describe('RelayClient against our relay', () => {
  it('authenticates, subscribes and receives what another client publishes (not its own publish)', async () => {
    relay = await startRelay()
    const alice = client(relay.port)
    const bob = client(relay.port)
    expect(alice.clientId).toMatch(/^did:key:z6Mk/)
    await Promise.all([alice.connect(), bob.connect()])
    const subscription = await bob.subscribe(TOPIC)
    expect(subscription).toMatch(/^[0-9a-f]{64}$/)
    await alice.subscribe(TOPIC)
    const received = nextMessages(bob, 1)
    const echoed: RelayMessage[] = []
    alice.on('message', (message) => echoed.push(message))
    await alice.publish(TOPIC, 'hello', { ttl: 300, tag: 1108 })
    expect((await received)[0]).toMatchObject({ topic: TOPIC, message: 'hello', attestation: '' })
    expect(echoed).toEqual([])
  })

  it('store and forward: a message published before the subscribe arrives on subscribe, once', async () => {
    relay = await startRelay()
    const alice = client(relay.port)
    await alice.publish(OTHER, 'early', { ttl: 300, tag: 1102 })
    const bob = client(relay.port)
    const received = nextMessages(bob, 1)
    await bob.subscribe(OTHER)
    expect((await received).map((message) => message.message)).toEqual(['early'])
    // A fetch of the same topic brings nothing new: the client drops what it has seen.
    const after: RelayMessage[] = []
    bob.on('message', (message) => after.push(message))
    await bob.fetchMessages([OTHER])
    expect(after).toEqual([])
  })

  it('survives a relay restart: reconnects, subscribes again, and a publish made while down is delivered', async () => {
    relay = await startRelay()
    const port = relay.port
    const alice = client(port)
    const bob = client(port)
    await bob.subscribe(TOPIC)
    await alice.connect()
    const disconnected = new Promise<void>((resolve) => bob.on('disconnect', () => resolve()))
    await relay.close()
    await disconnected
    // While the relay is down, Alice publishes: the call waits for the connection instead of failing.
    const publishing = alice.publish(TOPIC, 'during the outage', { ttl: 300, tag: 1108 })
    const received = nextMessages(bob, 1)
    const reconnected = new Promise<void>((resolve) => bob.on('connect', () => resolve()))
    relay = await startRelay({ port })
    await reconnected
    await publishing
    expect((await received)[0]!.message).toBe('during the outage')
    expect(bob.topics).toEqual([TOPIC])
  })

  it('a dead connection (terminated without a close) is noticed and replaced', async () => {
    relay = await startRelay()
    const bob = client(relay.port)
    await bob.subscribe(TOPIC)
    const reconnected = new Promise<void>((resolve) => bob.on('connect', () => resolve()))
    relay.terminateConnections()
    await reconnected
    const alice = client(relay.port)
    const received = nextMessages(bob, 1)
    await alice.publish(TOPIC, 'after', { ttl: 300, tag: 1108 })
    expect((await received)[0]!.message).toBe('after')
  })

  it('a relay error is a RelayRequestError; a closed client refuses calls', async () => {
    relay = await startRelay()
    const alice = client(relay.port)
    await expect(alice.publish(TOPIC, 'x', { ttl: -1, tag: 1108 })).rejects.toMatchObject({
      name: 'RelayRequestError',
      shortMessage: expect.stringContaining('ttl must be a positive number'),
    })
    await alice.close()
    await expect(alice.subscribe(TOPIC)).rejects.toBeInstanceOf(RelayClosedError)
  })
})
