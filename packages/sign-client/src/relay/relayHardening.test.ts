import { startRelay, type RelayServer } from '@agentry/relay'
import { afterEach, describe, expect, it } from 'vitest'
import { RelayClient, type RelayDisconnect, type RelayMessage } from './relayClient.js'
import {
  InvalidRelayUrlError,
  RelayConnectTimeoutError,
  RelayFrameTooLargeError,
  RelayClosedError,
} from './relayErrors.js'

// Issue 18 items 7 and 13 on the relay client itself, against our relay on 127.0.0.1.

const TOPIC = 'c'.repeat(64)

let relay: RelayServer | undefined
const clients: RelayClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await relay?.close()
  relay = undefined
})

const client = (relayUrl: string, options: Partial<ConstructorParameters<typeof RelayClient>[0]> = {}) => {
  const created = new RelayClient({ relayUrl, reconnect: { minMs: 50, maxMs: 10_000 }, ...options })
  clients.push(created)
  return created
}

/** Settles with the promise's outcome, or with 'pending' when it has not settled within `ms`. */
const outcome = (promise: Promise<unknown>, ms = 5_000) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ])

const nextMessage = (receiver: RelayClient) =>
  new Promise<RelayMessage>((resolve) => {
    const stop = receiver.on('message', (message) => {
      stop()
      resolve(message)
    })
  })

describe('a frame too large for the relay (item 7)', () => {
  it('is refused before it is sent when over maxFrameBytes; the connection stays up', async () => {
    relay = await startRelay()
    const alice = client(relay.url, { maxFrameBytes: 10_000 })
    await alice.connect()
    const drops: RelayDisconnect[] = []
    alice.on('disconnect', (event) => drops.push(event))
    const error = await alice.publish(TOPIC, 'x'.repeat(20_000), { ttl: 300, tag: 1108 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RelayFrameTooLargeError)
    expect((error as RelayFrameTooLargeError).code).toBe('RELAY_FRAME_TOO_LARGE')
    expect((error as RelayFrameTooLargeError).shortMessage).toBe('The message is too large for the relay.')
    await alice.publish(TOPIC, 'small', { ttl: 300, tag: 1108 })
    expect(drops).toEqual([])
  })

  it('refused by the relay (close 1009): that publish rejects, is never resent, and the client reconnects once', async () => {
    // The relay's limit is below the client's: only the relay's 1009 close tells the client.
    relay = await startRelay({ maxMessageBytes: 16 * 1024 })
    const alice = client(relay.url)
    const bob = client(relay.url)
    await bob.subscribe(TOPIC)
    await alice.connect()
    const drops: RelayDisconnect[] = []
    alice.on('disconnect', (event) => drops.push(event))
    const result = await outcome(alice.publish(TOPIC, 'y'.repeat(64 * 1024), { ttl: 300, tag: 1108 }))
    expect(result).toMatchObject({ error: expect.any(RelayFrameTooLargeError) })
    // The client goes on: a publish after it is delivered.
    const received = nextMessage(bob)
    await alice.publish(TOPIC, 'after', { ttl: 300, tag: 1108 })
    expect((await received).message).toBe('after')
    expect(drops.map((drop) => drop.code)).toEqual([1009])
    // Learned: a frame as large is now refused before it is sent.
    await expect(alice.publish(TOPIC, 'y'.repeat(64 * 1024), { ttl: 300, tag: 1108 })).rejects.toBeInstanceOf(
      RelayFrameTooLargeError,
    )
    expect(drops).toHaveLength(1)
  })

  it('the reconnect delay grows across connections that drop before any answer, and starts over after one', async () => {
    relay = await startRelay()
    const server = relay
    const alice = client(relay.url)
    await alice.connect()
    const delays: number[] = []
    alice.on('disconnect', ({ retryInMs }) => delays.push(retryInMs))
    // Every new connection is dropped as soon as it opens, before any call is answered.
    let dropping = 4
    const stop = alice.on('connect', () => {
      if (dropping-- > 0) server.terminateConnections()
    })
    server.terminateConnections()
    dropping--
    await expect.poll(() => delays.length, { timeout: 10_000 }).toBe(4)
    stop()
    expect(delays).toEqual([50, 100, 200, 400])
    await alice.connect()
    // One answered call: the connection is healthy, so the next drop waits the shortest delay again.
    await alice.publish(TOPIC, 'healthy', { ttl: 300, tag: 1108 })
    server.terminateConnections()
    await expect.poll(() => delays.length).toBe(5)
    expect(delays[4]).toBe(50)
  })
})

describe('connect is bounded; relayUrl is checked (item 13)', () => {
  it('rejects with RelayConnectTimeoutError when nothing listens, and keeps no timer once closed', async () => {
    // A port nothing listens on: a relay started and stopped.
    const stopped = await startRelay()
    const url = stopped.url
    await stopped.close()
    const alice = client(url, { connectTimeoutMs: 300 })
    const result = await outcome(alice.connect())
    expect(result).toMatchObject({ error: expect.any(RelayConnectTimeoutError) })
    const error = (result as { error: RelayConnectTimeoutError }).error
    expect(error.code).toBe('RELAY_CONNECT_TIMEOUT')
    expect(error.message).toBe(`Could not connect to the relay.\n\nDetails: no connection to ${url} in 300 ms`)
    await alice.close()
    await expect(alice.connect()).rejects.toBeInstanceOf(RelayClosedError)
  })

  it('a connect() made while the relay is down resolves once it is up', async () => {
    const first = await startRelay()
    const port = first.port
    await first.close()
    const alice = client(`ws://127.0.0.1:${port}`, { connectTimeoutMs: 10_000 })
    const connecting = alice.connect()
    // Let at least one attempt fail before the relay comes up.
    await new Promise<void>((resolve) => alice.on('disconnect', () => resolve()))
    relay = await startRelay({ port })
    expect(await outcome(connecting)).toEqual({ value: undefined })
  })

  it.each([
    ['omitted', undefined],
    ['not a URL', 'relay.example.org'],
    ['http', 'https://relay.example.org'],
    ['a number', 8787],
  ])('refuses a relayUrl that is %s with InvalidRelayUrlError at the call', (_, relayUrl) => {
    expect(() => new RelayClient({ relayUrl } as never)).toThrow(InvalidRelayUrlError)
  })

  it('names the bad value in the error', () => {
    expect(() => new RelayClient({ relayUrl: 'https://relay.example.org' })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidRelayUrlError: relayUrl must be a ws:// or wss:// URL.

      Details: got "https://relay.example.org"]
    `)
  })
})
