import { freePort } from '@agentry/test-utils/anvil'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { startRedisServer } from '@/test/helpers/redisServer'
import { TEST_REDIS_URL, testRedisStore, uniqueKeyPrefix } from '@/test/helpers/redis'
import { RateLimitStoreUnavailableError } from './errors'
import { createRedisRateLimitStore } from './redisRateLimitStore'
import type { RateLimitStore } from './rateLimitStore'

// The contract shared with the in-memory store is in rateLimitStore.test.ts; these are what only a
// shared store has to get right: instances racing, keys that do not outlive their use, outages.

const inspector = new Redis(TEST_REDIS_URL)
afterAll(async () => {
  await inspector.quit()
})

const opened: RateLimitStore[] = []
function open(store: RateLimitStore): RateLimitStore {
  opened.push(store)
  return store
}
afterEach(async () => {
  for (const store of opened.splice(0)) {
    await store.clear().catch(() => undefined)
    await store.close()
  }
})

describe('createRedisRateLimitStore', () => {
  it('gives two instances racing for one bucket exactly its tokens between them', async () => {
    const keyPrefix = uniqueKeyPrefix()
    const instances = [open(testRedisStore(keyPrefix)), open(testRedisStore(keyPrefix))]
    const takes = Array.from({ length: 80 }, (_, i) =>
      instances[i % 2]!.take([{ key: 'login:browser:b1', perMinute: 10 }]),
    )
    const results = await Promise.all(takes)
    // Separate buckets per instance would let 20 through.
    expect(results.filter((retryAfter) => retryAfter === 0)).toHaveLength(10)
    expect(results.filter((retryAfter) => retryAfter > 0)).toHaveLength(70)
  })

  it('keeps its keys under the prefix, each expiring when its bucket would be full again', async () => {
    const keyPrefix = uniqueKeyPrefix()
    const store = open(testRedisStore(keyPrefix))
    await store.take([
      { key: 'nonce:browser:b1', perMinute: 60 },
      { key: 'nonce:address:127.0.0.1', perMinute: 600 },
    ])
    await store.take([{ key: 'nonce:browser:b1', perMinute: 60 }])
    expect((await inspector.keys(`${keyPrefix}*`)).sort()).toEqual([
      `${keyPrefix}ratelimit:nonce:address:127.0.0.1`,
      `${keyPrefix}ratelimit:nonce:browser:b1`,
    ])
    // Two tokens short of 60 per minute: full in 2 s. One short of 600 per minute: full in 100 ms.
    const browserTtl = await inspector.pttl(`${keyPrefix}ratelimit:nonce:browser:b1`)
    const addressTtl = await inspector.pttl(`${keyPrefix}ratelimit:nonce:address:127.0.0.1`)
    expect(browserTtl).toBeGreaterThan(0)
    expect(browserTtl).toBeLessThanOrEqual(2000)
    expect(addressTtl).toBeLessThanOrEqual(100)
  })

  it('does not see the buckets of another prefix', async () => {
    const a = open(testRedisStore())
    const b = open(testRedisStore())
    expect(await a.take([{ key: 'login:browser:same', perMinute: 1 }])).toBe(0)
    expect(await a.take([{ key: 'login:browser:same', perMinute: 1 }])).toBeGreaterThan(0)
    expect(await b.take([{ key: 'login:browser:same', perMinute: 1 }])).toBe(0)
  })

  it('refuses with RateLimitStoreUnavailableError when nothing listens, without waiting on it', async () => {
    const store = open(createRedisRateLimitStore({ url: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'x:' }))
    const error = await store.take([{ key: 'nonce:browser:b1', perMinute: 1 }]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitStoreUnavailableError)
    expect(error).toMatchObject({
      code: 'RATE_LIMIT_STORE_UNAVAILABLE',
      status: 503,
      message: 'Service unavailable: the rate-limit store (Redis) cannot be reached. Please try again shortly',
    })
  })

  it('answers again by itself once Redis is back', async () => {
    const redis = await startRedisServer()
    try {
      const store = open(createRedisRateLimitStore({ url: redis.url, keyPrefix: uniqueKeyPrefix() }))
      const bucket = [{ key: 'login:browser:b1', perMinute: 100 }]
      expect(await store.take(bucket)).toBe(0)
      await redis.stop()
      await expect(store.take(bucket)).rejects.toBeInstanceOf(RateLimitStoreUnavailableError)
      await redis.start()
      expect(await waitFor('the store to reconnect', () => store.take(bucket).catch(() => undefined))).toBe(0)
    } finally {
      await redis.stop()
    }
  })
})
