import { afterEach, describe, expect, it } from 'vitest'
import { testRedisStore } from '@/test/helpers/redis'
import { createMemoryRateLimitStore, type RateLimitStore } from './rateLimitStore'

const bucket = (key: string, perMinute: number) => ({ key, perMinute })

// One contract, two stores: Redis (shared by every instance) must limit exactly as memory does.
describe.each([
  { name: 'memory', create: (): RateLimitStore => createMemoryRateLimitStore() },
  { name: 'redis', create: (): RateLimitStore => testRedisStore() },
])('rate-limit store ($name)', ({ create }) => {
  const opened: RateLimitStore[] = []
  const createStore = () => {
    const store = create()
    opened.push(store)
    return store
  }
  afterEach(async () => {
    for (const store of opened.splice(0)) {
      await store.clear()
      await store.close()
    }
  })

  it('allows a burst up to the limit, then tells how long to wait', async () => {
    const store = createStore()
    for (let i = 0; i < 3; i++) expect(await store.take([bucket('a', 3)], 0)).toBe(0)
    expect(await store.take([bucket('a', 3)], 0)).toBe(20)
    expect(await store.take([bucket('b', 3)], 0)).toBe(0)
  })

  it('refills continuously', async () => {
    const store = createStore()
    for (let i = 0; i < 60; i++) await store.take([bucket('a', 60)], 0)
    expect(await store.take([bucket('a', 60)], 500)).toBe(1)
    expect(await store.take([bucket('a', 60)], 1000)).toBe(0)
    expect(await store.take([bucket('a', 60)], 1000)).toBe(1)
  })

  it('takes from every bucket or from none: a refused request spends nothing from a shared bucket', async () => {
    const store = createStore()
    const shared = bucket('ceiling', 3)
    expect(await store.take([bucket('greedy', 1), shared], 0)).toBe(0)
    for (let i = 0; i < 5; i++) expect(await store.take([bucket('greedy', 1), shared], 0)).toBe(60)
    expect(await store.take([bucket('other', 1), shared], 0)).toBe(0)
    expect(await store.take([bucket('third', 1), shared], 0)).toBe(0)
    // The ceiling is spent now: it refuses, and waits for the slower of the two buckets.
    expect(await store.take([bucket('fourth', 1), shared], 0)).toBe(20)
  })

  it('forgets every bucket on clear', async () => {
    const store = createStore()
    await store.take([bucket('a', 1)], 0)
    expect(await store.take([bucket('a', 1)], 0)).toBe(60)
    await store.clear()
    expect(await store.take([bucket('a', 1)], 0)).toBe(0)
  })
})

describe('createMemoryRateLimitStore', () => {
  it('keeps at most maxKeys buckets, dropping idle (full) ones before clients that are being limited', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 2 })
    await store.take([bucket('idle', 2)], 0)
    await store.take([bucket('busy', 2)], 0)
    await store.take([bucket('busy', 2)], 0)
    // At 30 s 'idle' is full again, 'busy' has one token back.
    expect(await store.take([bucket('newcomer', 2)], 30_000)).toBe(0)
    expect(store.size()).toBe(2)
    expect(await store.take([bucket('busy', 2)], 30_000)).toBe(0)
    expect(await store.take([bucket('busy', 2)], 30_000)).toBe(30)
  })
})
