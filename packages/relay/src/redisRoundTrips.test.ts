import { afterEach, describe, expect, it } from 'vitest'
import { startRelay } from './startRelay.js'
import { startRedisServer, uniquePrefix } from './test/clusterTestSupport.js'
import { callsBetween, commandCalls } from './test/redisCommandStats.js'
import { connectClient } from './test/relayTestClient.js'

// With Redis, a publish is one script call: the per-client request count goes with the write instead of a
// round trip of its own before it. Counted by Redis itself (INFO commandstats, a server of the test's own).

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

const TOPIC = 'c'.repeat(64)

async function relayOnOwnRedis(maxRequestsPerMinute?: number) {
  const redis = await startRedisServer()
  cleanups.push(() => redis.stop())
  const relay = await startRelay({
    redisUrl: redis.url,
    clusterPrefix: uniquePrefix(),
    sweepIntervalMs: 3_600_000,
    ...(maxRequestsPerMinute ? { maxRequestsPerMinute } : {}),
  })
  cleanups.push(() => relay.close())
  return { redis, relay }
}

describe('the Redis path of a publish', () => {
  it('makes one round trip to Redis per irn_publish', async () => {
    const { redis, relay } = await relayOnOwnRedis()
    const client = await connectClient(relay.url)
    cleanups.push(() => client.close())
    // The first sweep at start is done once a request has been answered after it; the first publish loads
    // the put script into this new Redis (EVALSHA answered NOSCRIPT, then EVAL).
    await client.settle()
    await client.call('irn_publish', { topic: TOPIC, message: 'load the script', ttl: 300 })
    const before = await commandCalls(redis.url)
    for (let i = 0; i < 10; i++) {
      expect(await client.call('irn_publish', { topic: TOPIC, message: `m${i}`, ttl: 300 })).toMatchObject({
        result: true,
      })
    }
    const calls = callsBetween(before, await commandCalls(redis.url))
    expect((calls.evalsha ?? 0) + (calls.eval ?? 0)).toBe(10)
  })

  it('still counts publishes against the client rate across its connections', async () => {
    const { relay } = await relayOnOwnRedis(4)
    const first = await connectClient(relay.url)
    const second = await connectClient(relay.url, { keyPair: first.keyPair })
    cleanups.push(
      () => first.close(),
      () => second.close(),
    )
    for (let i = 0; i < 2; i++) {
      expect(await first.call('irn_publish', { topic: TOPIC, message: `a${i}`, ttl: 300 })).toMatchObject({
        result: true,
      })
      expect(await second.call('irn_publish', { topic: TOPIC, message: `b${i}`, ttl: 300 })).toMatchObject({
        result: true,
      })
    }
    expect(await second.call('irn_publish', { topic: TOPIC, message: 'over', ttl: 300 })).toMatchObject({
      error: { code: -32029, message: 'Rate limit exceeded: at most 4 requests per minute per client.' },
    })
  })
})
