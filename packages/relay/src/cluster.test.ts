import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import {
  deleteRedisPrefix,
  NATS_URL,
  redisCommand,
  REDIS_URL,
  spawnRelay,
  uniquePrefix,
} from './test/clusterTestSupport.js'
import { messageId } from './messageStore.js'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer, type StartRelayParameters } from './startRelay.js'

// Two relay instances on the machine's NATS and Redis, each test under its own prefix.

const TOPIC = 'c'.repeat(64)
let prefix = ''
const relays: RelayServer[] = []
const clients: TestClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
  if (prefix) await deleteRedisPrefix(prefix)
  prefix = ''
})

async function cluster(options: StartRelayParameters = {}): Promise<[RelayServer, RelayServer]> {
  prefix = uniquePrefix()
  const shared = { natsUrl: NATS_URL, redisUrl: REDIS_URL, clusterPrefix: prefix, ...options }
  const started = await Promise.all([startRelay(shared), startRelay(shared)])
  relays.push(...started)
  return started
}

async function client(relay: RelayServer, options: Parameters<typeof connectClient>[1] = {}): Promise<TestClient> {
  const connected = await connectClient(relay.url, options)
  clients.push(connected)
  return connected
}

const publish = (from: TestClient, message: string, topic = TOPIC) =>
  from.call('irn_publish', { topic, message, ttl: 300, tag: 1108 })

describe('relay cluster (NATS + Redis)', () => {
  it('delivers a message published on A to a subscriber on B once, and not back to the sender on either', async () => {
    const [a, b] = await cluster()
    const sender = await client(a)
    const senderOnB = await client(b, { keyPair: sender.keyPair })
    const receiver = await client(b)
    await receiver.call('irn_subscribe', { topic: TOPIC })
    await senderOnB.call('irn_subscribe', { topic: TOPIC })
    expect(await publish(sender, 'hello')).toMatchObject({ result: true })
    expect((await receiver.waitFor(() => receiver.deliveries[0])).message).toBe('hello')
    // A later message proves the first was not sent twice; the sender's other socket got neither.
    await publish(sender, 'second')
    await receiver.waitFor(() => receiver.deliveries[1])
    await Promise.all([receiver.settle(), senderOnB.settle()])
    expect(receiver.messages()).toEqual(['hello', 'second'])
    expect(senderOnB.messages()).toEqual([])
  })

  it('routes topics that are not NATS tokens (dots, wildcards) to their own subscribers only', async () => {
    const [a, b] = await cluster()
    const sender = await client(a)
    const dotted = await client(b)
    const wildcard = await client(b)
    await dotted.call('irn_subscribe', { topic: 'a.b' })
    await wildcard.call('irn_subscribe', { topic: 'a.*' })
    await publish(sender, 'for a.b', 'a.b')
    await publish(sender, 'for a.*', 'a.*')
    await dotted.waitFor(() => dotted.deliveries[0])
    await wildcard.waitFor(() => wildcard.deliveries[0])
    await Promise.all([dotted.settle(), wildcard.settle()])
    expect(dotted.messages()).toEqual(['for a.b'])
    expect(wildcard.messages()).toEqual(['for a.*'])
  })

  it('keeps a message for an offline peer in Redis with its TTL, hands it over on the other instance, and deletes it on ack', async () => {
    const [a, b] = await cluster()
    const sender = await client(a)
    await sender.call('irn_publish', { topic: TOPIC, message: 'stored', ttl: 120, tag: 1108 })
    const key = `${prefix}:msg:${TOPIC}\n${messageId('stored')}`
    const ttl = Number(await redisCommand(['PTTL', key]))
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(120_000)

    const late = await client(b)
    await late.call('irn_subscribe', { topic: TOPIC })
    expect((await late.waitFor(() => late.deliveries[0])).message).toBe('stored')
    await waitFor('the acked message to go', async () => Number(await redisCommand(['EXISTS', key])) === 0, {
      timeoutMs: 5000,
    })
    // A retry of the delivered publish is not delivered again.
    await publish(sender, 'stored')
    await late.settle()
    expect(late.messages()).toEqual(['stored'])
  })

  it('enforces the per-client store quota across instances', async () => {
    const [a, b] = await cluster({ maxStoreBytesPerClient: 2000 })
    const onA = await client(a)
    const onB = await client(b, { keyPair: onA.keyPair })
    // Each message counts its text, its topic (64) and 512 bytes: two fit in 2000, the third does not.
    expect(await publish(onA, 'x'.repeat(300))).toMatchObject({ result: true })
    expect(await publish(onB, 'y'.repeat(300))).toMatchObject({ result: true })
    expect((await publish(onA, 'z'.repeat(300))).error).toMatchObject({ code: -32031 })
    expect((await publish(onB, 'w'.repeat(300))).error).toMatchObject({ code: -32031 })
    // Another client is not affected.
    expect(await publish(await client(b), 'v'.repeat(300))).toMatchObject({ result: true })
  })

  it('limits one client to maxRequestsPerMinute across instances', async () => {
    const [a, b] = await cluster({ maxRequestsPerMinute: 4 })
    const onA = await client(a)
    const onB = await client(b, { keyPair: onA.keyPair })
    const replies = [
      await onA.call('irn_subscribe', { topic: TOPIC }),
      await onB.call('irn_subscribe', { topic: TOPIC }),
      await onA.call('irn_subscribe', { topic: TOPIC }),
      await onB.call('irn_subscribe', { topic: TOPIC }),
      await onA.call('irn_subscribe', { topic: TOPIC }),
    ]
    expect(replies.map((reply) => reply.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'ok', -32029])
    expect((await onB.call('irn_subscribe', { topic: TOPIC })).error?.message).toBe(
      'Rate limit exceeded: at most 4 requests per minute per client.',
    )
  })

  it('serves Prometheus metrics: connections, subscriptions, messages in/out/stored and publish latency', async () => {
    const [a, b] = await cluster()
    const sender = await client(a)
    const receiver = await client(b)
    await receiver.call('irn_subscribe', { topic: TOPIC })
    await publish(sender, 'measured')
    await receiver.waitFor(() => receiver.deliveries[0])
    const scrape = async (relay: RelayServer) => {
      const response = await fetch(`${relay.url.replace('ws://', 'http://')}/metrics`)
      expect(response.headers.get('content-type')).toContain('text/plain')
      return response.text()
    }
    const [textA, textB] = await Promise.all([scrape(a), scrape(b)])
    expect(textA).toMatch(/^agentry_relay_connections 1$/m)
    expect(textA).toMatch(/^agentry_relay_messages_in_total 1$/m)
    expect(textA).toMatch(/^agentry_relay_messages_stored_total 1$/m)
    expect(textA).toMatch(/^agentry_relay_publish_duration_seconds_count 1$/m)
    expect(textB).toMatch(/^agentry_relay_subscriptions 1$/m)
    expect(textB).toMatch(/^agentry_relay_messages_out_total 1$/m)
    expect(textB).toMatch(/^agentry_relay_messages_dropped_total\{reason="unstored"\} 0$/m)
  })

  it('on SIGTERM closes sockets with 1001 and exits 0 after the publishes it received are stored', async () => {
    prefix = uniquePrefix()
    const args = ['--nats', NATS_URL, '--redis', REDIS_URL, '--cluster-prefix', prefix]
    const child = await spawnRelay(args)
    const sender = await connectClient(child.url)
    const count = 200
    for (let i = 0; i < count; i++) {
      sender.send(
        JSON.stringify({
          id: i + 1,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic: TOPIC, message: `m${i}`, ttl: 300 },
        }),
      )
    }
    // Stop while publishes are still arriving and being stored.
    await sender.waitFor(() => sender.frames.length >= 1)
    child.child.kill('SIGTERM')
    expect(await child.exited).toBe(0)
    await sender.waitFor(() => sender.closeCode !== undefined)
    expect(sender.closeCode).toBe(1001)
    const answered = sender.frames.map((frame) => JSON.parse(frame) as { id: number; result?: boolean })
    expect(answered.length).toBeGreaterThan(0)
    expect(answered.every((reply) => reply.result === true)).toBe(true)
    // Every publish the relay answered (and any it handled after the socket closed) is in Redis.
    const stored = (await redisCommand(['ZRANGE', `${prefix}:topic:${TOPIC}`, '0', '-1'])) as string[]
    for (const { id } of answered) expect(stored).toContain(messageId(`m${id - 1}`))
  })
})
