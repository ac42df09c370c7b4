import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { authUrl, connectClient, upgradeStatus, type TestClient } from './test/relayTestClient.js'
import { generateRelayKeyPair } from '@agentry/sign-client'
import { startRelay, type RelayServer, type StartRelayParameters } from './startRelay.js'

let relay: RelayServer | undefined
const clients: TestClient[] = []
async function setup(limits: StartRelayParameters): Promise<RelayServer> {
  relay = await startRelay({ host: '127.0.0.1', port: 0, ...limits })
  return relay
}
async function client(options: Parameters<typeof connectClient>[1] = {}): Promise<TestClient> {
  const connected = await connectClient(relay!.url, options)
  clients.push(connected)
  return connected
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay?.close()
  relay = undefined
})

describe('limits', () => {
  it('closes a connection that sends a frame over maxMessageBytes with 1009', async () => {
    await setup({ maxMessageBytes: 1024 })
    const a = await client()
    expect((await a.call('irn_publish', { topic: 't', message: 'x'.repeat(500), ttl: 60 })).result).toBe(true)
    a.send(
      JSON.stringify({
        id: '9',
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 't', message: 'x'.repeat(2000), ttl: 60 },
      }),
    )
    expect(await a.waitFor(() => a.closeCode)).toBe(1009)
    expect(relay!.stats().messages).toBe(1)
  })

  it('answers -32029 past maxRequestsPerMinute', async () => {
    await setup({ maxRequestsPerMinute: 5 })
    const a = await client()
    for (let i = 0; i < 5; i++) expect((await a.call('irn_subscribe', { topic: `t${i}` })).result).toBeTypeOf('string')
    expect(await a.call('irn_subscribe', { topic: 't6' })).toMatchObject({
      error: { code: -32029, message: 'Rate limit exceeded: at most 5 requests per minute per connection.' },
    })
    // The limit is per connection.
    const b = await client()
    expect((await b.call('irn_subscribe', { topic: 't' })).result).toBeTypeOf('string')
  })

  it('does not count acks against the rate limit', async () => {
    await setup({ maxRequestsPerMinute: 3 })
    const sender = await client()
    const receiver = await client()
    await receiver.call('irn_subscribe', { topic: 't' })
    for (let i = 0; i < 2; i++) await sender.call('irn_publish', { topic: 't', message: `m${i}`, ttl: 60 })
    await receiver.waitFor(() => receiver.deliveries.length === 2)
    expect((await receiver.call('irn_subscribe', { topic: 'u' })).result).toBeTypeOf('string')
  })

  it('answers -32030 past maxSubscriptionsPerConnection, re-subscribing is free', async () => {
    await setup({ maxSubscriptionsPerConnection: 2 })
    const a = await client()
    await a.call('irn_subscribe', { topic: 't1' })
    await a.call('irn_subscribe', { topic: 't2' })
    expect((await a.call('irn_subscribe', { topic: 't1' })).result).toBeTypeOf('string')
    expect((await a.call('irn_subscribe', { topic: 't3' })).error?.code).toBe(-32030)
    expect((await a.call('irn_batchSubscribe', { topics: ['t1', 't4'] })).error?.code).toBe(-32030)
    await a.call('irn_unsubscribe', { topic: 't2' })
    expect((await a.call('irn_subscribe', { topic: 't3' })).result).toBeTypeOf('string')
  })

  it('answers -32031 when the store is full', async () => {
    await setup({ maxStoreBytes: 1000 })
    const a = await client()
    expect((await a.call('irn_publish', { topic: 't', message: 'x'.repeat(200), ttl: 60 })).result).toBe(true)
    expect(await a.call('irn_publish', { topic: 't', message: 'y'.repeat(200), ttl: 60 })).toMatchObject({
      error: { code: -32031, message: 'Relay store is full: try again later.' },
    })
  })

  it('shortens a TTL to maxTtlSeconds', async () => {
    let now = Date.now()
    await setup({ maxTtlSeconds: 60, clock: () => now })
    const a = await client()
    await a.call('irn_publish', { topic: 't', message: 'm', ttl: 604_800 })
    now += 61_000
    const b = await client()
    await b.call('irn_subscribe', { topic: 't' })
    await b.settle()
    expect(b.deliveries).toEqual([])
  })

  it('refuses connections past maxConnections with 503', async () => {
    await setup({ maxConnections: 1 })
    await client()
    expect(await upgradeStatus(authUrl(relay!.url, generateRelayKeyPair()))).toBe(503)
  })

  it('refuses invalid limits', async () => {
    await expect(startRelay({ port: 0, maxMessageBytes: 0 })).rejects.toThrow(
      'startRelay: maxMessageBytes must be a positive number.',
    )
  })
})

describe('heartbeat', () => {
  it('pings clients and terminates one that does not pong, keeping the live one', async () => {
    // Long enough that a busy test machine still answers a ping within one interval.
    await setup({ pingIntervalMs: 400 })
    const live = await client()
    let pings = 0
    live.socket.on('ping', () => pings++)
    const dead = await client({ ws: { autoPong: false } })
    expect(await dead.waitFor(() => dead.closeCode, 10_000)).toBe(1006)
    // The live socket's ping of that round may be read after the dead one's close.
    await expect.poll(() => pings).toBeGreaterThanOrEqual(1)
    expect(live.socket.readyState).toBe(WebSocket.OPEN)
    await expect.poll(() => relay!.stats().connections).toBe(1)
    expect((await live.call('irn_subscribe', { topic: 't' })).result).toBeTypeOf('string')
  })
})

describe('close()', () => {
  it('closes clients with 1001, stops listening, and can be called twice', async () => {
    await setup({})
    const a = await client()
    await a.call('irn_subscribe', { topic: 't' })
    const url = relay!.url
    await Promise.all([relay!.close(), relay!.close()])
    expect(await a.waitFor(() => a.closeCode)).toBe(1001)
    const refused = new WebSocket(authUrl(url, generateRelayKeyPair()))
    await expect(
      new Promise((resolve, reject) => {
        refused.once('open', resolve)
        refused.once('error', reject)
      }),
    ).rejects.toThrow(/ECONNREFUSED/)
  })
})
