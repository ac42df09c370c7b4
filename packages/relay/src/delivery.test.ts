import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer } from './startRelay.js'

const topic = (n: number) => n.toString(16).padStart(64, '0')
const T1 = topic(1)
const T2 = topic(2)

let relay: RelayServer
let now: number
const clients: TestClient[] = []
async function client(options: Parameters<typeof connectClient>[1] = {}): Promise<TestClient> {
  const connected = await connectClient(relay.url, options)
  clients.push(connected)
  return connected
}

beforeEach(async () => {
  now = Date.now()
  relay = await startRelay({ host: '127.0.0.1', port: 0, sweepIntervalMs: 20, clock: () => now })
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay.close()
})

describe('irn_subscribe / irn_publish', () => {
  it('returns sha256(topic + clientId) as the subscription id', async () => {
    const a = await client()
    const reply = await a.call('irn_subscribe', { topic: T1 })
    expect(reply.result).toBe(bytesToHex(sha256(utf8ToBytes(T1 + a.clientId))))
  })

  it('delivers a publish to a subscriber as irn_subscription with attestation "" and takes the ack', async () => {
    const sender = await client()
    const receiver = await client()
    const subId = (await receiver.call('irn_subscribe', { topic: T1 })).result
    const before = Date.now()
    expect(
      await sender.call('irn_publish', { topic: T1, message: 'hello', ttl: 300, tag: 1108, prompt: true }),
    ).toMatchObject({ result: true })
    const delivery = await receiver.waitFor(() => receiver.deliveries[0])
    expect(delivery).toMatchObject({ subId, topic: T1, message: 'hello', attestation: '' })
    expect(delivery.publishedAt).toBeGreaterThanOrEqual(before - 1000)
    const request = JSON.parse(receiver.frames.find((f) => f.includes('irn_subscription'))!) as Record<string, unknown>
    expect(Object.keys(request).sort()).toEqual(['id', 'jsonrpc', 'method', 'params'])
    expect(Object.keys((request.params as { data: object }).data).sort()).toEqual([
      'attestation',
      'message',
      'publishedAt',
      'topic',
    ])
    expect(Number.isSafeInteger(request.id)).toBe(true)
  })

  it('never echoes a publish to its sender, and reaches every other client', async () => {
    const sender = await client()
    const b = await client()
    const c = await client()
    for (const each of [sender, b, c]) await each.call('irn_subscribe', { topic: T1 })
    await sender.call('irn_publish', { topic: T1, message: 'm1', ttl: 300 })
    await b.waitFor(() => b.deliveries.length === 1)
    await c.waitFor(() => c.deliveries.length === 1)
    await sender.settle()
    expect(sender.deliveries).toEqual([])
  })

  it('does not echo to another connection of the sending client either', async () => {
    const sender = await client()
    const twin = await client({ keyPair: sender.keyPair })
    const other = await client()
    await twin.call('irn_subscribe', { topic: T1 })
    await other.call('irn_subscribe', { topic: T1 })
    await sender.call('irn_publish', { topic: T1, message: 'mine', ttl: 300 })
    await other.waitFor(() => other.deliveries.length === 1)
    await twin.settle()
    expect(twin.deliveries).toEqual([])
  })

  it('stores and forwards: a publish before the subscribe is delivered on subscribe', async () => {
    const sender = await client()
    await sender.call('irn_publish', { topic: T1, message: 'early', ttl: 300 })
    const late = await client()
    await late.call('irn_subscribe', { topic: T1 })
    expect((await late.waitFor(() => late.deliveries[0])).message).toBe('early')
  })

  it('delivers the same message to a client once, even when it is published twice', async () => {
    const sender = await client()
    const receiver = await client({ autoAck: false })
    await receiver.call('irn_subscribe', { topic: T1 })
    await sender.call('irn_publish', { topic: T1, message: 'twice', ttl: 300 })
    await sender.call('irn_publish', { topic: T1, message: 'twice', ttl: 300 })
    await receiver.waitFor(() => receiver.deliveries.length === 1)
    await receiver.settle()
    expect(receiver.messages()).toEqual(['twice'])
  })

  it('re-delivers an unacknowledged message on re-subscribe, and an acknowledged one never', async () => {
    const sender = await client()
    const receiver = await client({ autoAck: false })
    await receiver.call('irn_subscribe', { topic: T1 })
    await sender.call('irn_publish', { topic: T1, message: 'ack me', ttl: 300 })
    const first = await receiver.waitFor(() => receiver.deliveries[0])

    await receiver.call('irn_subscribe', { topic: T1 })
    const second = await receiver.waitFor(() => receiver.deliveries[1])
    expect(second.message).toBe('ack me')
    expect(second.requestId).not.toBe(first.requestId)

    receiver.ack(second.requestId)
    await receiver.settle()
    await receiver.close()
    const again = await client({ keyPair: receiver.keyPair })
    await again.call('irn_subscribe', { topic: T1 })
    await again.settle()
    expect(again.deliveries).toEqual([])
  })

  it('re-delivers to a reconnected client what it never acknowledged', async () => {
    const sender = await client()
    const receiver = await client({ autoAck: false })
    await receiver.call('irn_subscribe', { topic: T1 })
    await sender.call('irn_publish', { topic: T1, message: 'lost', ttl: 300 })
    await receiver.waitFor(() => receiver.deliveries[0])
    relay.terminateConnections()
    await receiver.waitFor(() => receiver.closeCode !== undefined)
    const back = await client({ keyPair: receiver.keyPair })
    await back.call('irn_batchSubscribe', { topics: [T1] })
    expect((await back.waitFor(() => back.deliveries[0])).message).toBe('lost')
  })

  it('drops a message after its TTL', async () => {
    const sender = await client()
    await sender.call('irn_publish', { topic: T1, message: 'short-lived', ttl: 10 })
    expect(relay.stats().messages).toBe(1)
    now += 10_001
    const late = await client()
    await late.call('irn_subscribe', { topic: T1 })
    await late.settle()
    expect(late.deliveries).toEqual([])
    // The sweep (every 20 ms here) frees the memory.
    await expect.poll(() => relay.stats(), { timeout: 2000, interval: 10 }).toMatchObject({ messages: 0, bytes: 0 })
  })

  it('keeps a message until its TTL', async () => {
    const sender = await client()
    await sender.call('irn_publish', { topic: T1, message: 'still here', ttl: 10 })
    now += 9_000
    const late = await client()
    await late.call('irn_subscribe', { topic: T1 })
    expect((await late.waitFor(() => late.deliveries[0])).message).toBe('still here')
  })
})

describe('irn_batchSubscribe / irn_unsubscribe', () => {
  it('returns one id per topic and delivers on each', async () => {
    const sender = await client()
    const receiver = await client()
    const reply = await receiver.call('irn_batchSubscribe', { topics: [T1, T2] })
    expect(reply.result).toEqual([T1, T2].map((t) => bytesToHex(sha256(utf8ToBytes(t + receiver.clientId)))))
    await sender.call('irn_publish', { topic: T1, message: 'one', ttl: 300 })
    await sender.call('irn_publish', { topic: T2, message: 'two', ttl: 300 })
    await receiver.waitFor(() => receiver.deliveries.length === 2)
    expect(receiver.deliveries.map((d) => d.topic)).toEqual([T1, T2])
  })

  it('stops delivery after irn_unsubscribe, which answers true', async () => {
    const sender = await client()
    const receiver = await client()
    const id = (await receiver.call('irn_subscribe', { topic: T1 })).result
    expect(await receiver.call('irn_unsubscribe', { topic: T1, id })).toMatchObject({ result: true })
    await sender.call('irn_publish', { topic: T1, message: 'after', ttl: 300 })
    await receiver.settle()
    expect(receiver.deliveries).toEqual([])
    expect(relay.stats().subscriptions).toBe(0)
  })
})

describe('irn_batchFetchMessages', () => {
  it('returns stored messages of the topics that the client did not send, once', async () => {
    const sender = await client()
    const fetcher = await client()
    await sender.call('irn_publish', { topic: T1, message: 'f1', ttl: 300 })
    await sender.call('irn_publish', { topic: T2, message: 'f2', ttl: 300 })
    await fetcher.call('irn_publish', { topic: T1, message: 'own', ttl: 300 })
    const reply = await fetcher.call('irn_batchFetchMessages', { topics: [T1, T2] })
    const result = reply.result as { messages: Array<Record<string, unknown>>; hasMore: boolean }
    expect(result.hasMore).toBe(false)
    expect(result.messages.map(({ topic, message, attestation }) => ({ topic, message, attestation }))).toEqual([
      { topic: T1, message: 'f1', attestation: '' },
      { topic: T2, message: 'f2', attestation: '' },
    ])
    expect(typeof result.messages[0]!.publishedAt).toBe('number')
    expect(await fetcher.call('irn_batchFetchMessages', { topics: [T1, T2] })).toMatchObject({
      result: { messages: [], hasMore: false },
    })
    expect(await sender.call('irn_batchFetchMessages', { topics: [T1] })).toMatchObject({
      result: { messages: [{ message: 'own' }], hasMore: false },
    })
  })
})
