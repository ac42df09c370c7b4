import { afterEach, describe, expect, it } from 'vitest'
import { consoleLogger } from './log.js'
import { connectRedis } from './redisConnection.js'
import { maxAckMarkers, RedisMessageStore } from './redisMessageStore.js'
import { redisCommand, startRedisServer, uniquePrefix } from './test/clusterTestSupport.js'

// An acknowledged message is deleted from Redis, and a marker remembers for 5 minutes that it was delivered
// (so a retried publish is not delivered again). The markers must be bounded like the messages: otherwise a
// client that publishes and acknowledges as fast as it may leaves about 100 bytes in Redis per message,
// outside every quota.

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

const TOPIC = 'b'.repeat(64)
const DAPP = 'did:key:z6MkDapp'
const WALLET = 'did:key:z6MkWallet'

describe('acknowledgement markers in Redis', () => {
  it('stay within maxAckMarkers however many messages are acknowledged; the newest still stop a repeat', async () => {
    const redis = await startRedisServer()
    cleanups.push(() => redis.stop())
    const prefix = uniquePrefix()
    const runner = await connectRedis({ url: redis.url, prefix, log: consoleLogger })
    const quotas = { maxBytes: 2 ** 20, maxBytesPerClient: 2 ** 20, maxBytesPerTopic: 2 ** 20 }
    const store = new RedisMessageStore(runner, quotas)
    cleanups.push(() => store.close())
    const bound = maxAckMarkers(quotas)
    expect(bound).toBe(1024)

    const now = Date.now()
    const acknowledged = bound + 500
    for (let i = 0; i < acknowledged; i++) {
      const { stored } = await store.put({
        topic: TOPIC,
        message: `message-${i}`,
        senderClientId: DAPP,
        ttlSeconds: 3600,
        tag: undefined,
        now,
      })
      await store.ack(TOPIC, stored.id, WALLET)
    }

    // Every marker there is, whatever form it takes: keys of their own, or members of one set.
    const markerKeys = (await redisCommand(['KEYS', `${prefix}:acked*`], redis.url)) as string[]
    let markers = 0
    for (const key of markerKeys) {
      const type = String(await redisCommand(['TYPE', key], redis.url))
      markers += type === 'zset' ? Number(await redisCommand(['ZCARD', key], redis.url)) : 1
    }
    expect(markers).toBeGreaterThan(0)
    expect(markers).toBeLessThanOrEqual(bound)

    const retried = await store.put({
      topic: TOPIC,
      message: `message-${acknowledged - 1}`,
      senderClientId: DAPP,
      ttlSeconds: 3600,
      tag: undefined,
      now,
    })
    expect(retried).toMatchObject({ isNew: false, acknowledged: true })
  })
})
