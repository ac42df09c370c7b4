import { afterEach, describe, expect, it } from 'vitest'
import { consoleLogger } from './log.js'
import { connectRedis } from './redisConnection.js'
import { RedisMessageStore } from './redisMessageStore.js'
import { startRedisServer, uniquePrefix, type EngineProcess } from './test/clusterTestSupport.js'
import { callsBetween, commandCalls } from './test/redisCommandStats.js'

// The put script frees room in a full topic by evicting the oldest messages of the client holding the most.
// It must find them in one pass over the topic, not one pass per message evicted: a 250 KB publish on a
// topic of small messages evicts hundreds, and a script blocks every other client of Redis while it runs.
// The test counts the commands the script runs (Redis's own INFO commandstats on a server of its own).

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function ownRedis(): Promise<EngineProcess> {
  const redis = await startRedisServer()
  cleanups.push(() => redis.stop())
  return redis
}

const TOPIC = 'a'.repeat(64)
const DAPP = 'did:key:z6MkDapp'
const WALLET = 'did:key:z6MkWallet'

describe('RedisMessageStore eviction within a topic', () => {
  it('a 250 KB publish on a topic full of small messages reads the topic once, whatever it evicts', async () => {
    const redis = await ownRedis()
    const runner = await connectRedis({ url: redis.url, prefix: uniquePrefix(), log: consoleLogger })
    const quotas = { maxBytes: 64 * 2 ** 20, maxBytesPerClient: 4 * 2 ** 20, maxBytesPerTopic: 2 ** 20 }
    const store = new RedisMessageStore(runner, quotas)
    cleanups.push(() => store.close())
    let now = Date.now()
    const put = (senderClientId: string, message: string) =>
      store.put({ topic: TOPIC, message, senderClientId, ttlSeconds: 3600, tag: undefined, now: now++ })

    // The publisher's own 300 messages come first: a scan for the other client's oldest passes them each time.
    for (let i = 0; i < 300; i++) await put(WALLET, `wallet-${i}`.padEnd(64, '.'))
    for (let i = 0; i < 1200; i++) await put(DAPP, `dapp-${i}`.padEnd(64, '.'))
    await store.sweep(now)
    const held = store.stats().messages
    expect(held).toBe(1500)

    const before = await commandCalls(redis.url)
    const result = await put(WALLET, 'w'.repeat(250_000))
    const calls = callsBetween(before, await commandCalls(redis.url))
    expect(result.isNew).toBe(true)
    await store.sweep(now)
    const evicted = store.stats().evicted
    expect(evicted).toBeGreaterThan(200)
    expect(store.stats().messages).toBe(held - evicted + 1)

    // One read of the topic: a single ZRANGE of its ids, and its senders in batches of 500 (HMGET).
    expect(calls.zrange).toBe(1)
    expect(calls.hmget ?? 0).toBeLessThanOrEqual(Math.ceil(held / 500) + 1)
    // Beyond that, one HGET per message removed (its accounting) and one for the publish itself.
    expect(calls.hget ?? 0).toBeLessThanOrEqual(evicted + 2)
  })

  it('still evicts only the largest other holder and refuses the publisher when it holds the most', async () => {
    const redis = await ownRedis()
    const runner = await connectRedis({ url: redis.url, prefix: uniquePrefix(), log: consoleLogger })
    const store = new RedisMessageStore(runner, {
      maxBytes: 2 ** 20,
      maxBytesPerClient: 2 ** 20,
      maxBytesPerTopic: 8000,
    })
    cleanups.push(() => store.close())
    let now = Date.now()
    const put = (senderClientId: string, message: string) =>
      store.put({ topic: TOPIC, message, senderClientId, ttlSeconds: 3600, tag: undefined, now: now++ })

    for (let i = 0; i < 4; i++) await put(DAPP, `dapp-${i}`.padEnd(1000, '.'))
    await put(WALLET, 'wallet-0'.padEnd(1000, '.'))
    // 5 × (1000 + 64 + 512) = 7880: the next 1576 bytes need room; the dapp holds the most, its oldest go.
    await put(WALLET, 'wallet-1'.padEnd(1000, '.'))
    const dappLeft = await store.take(TOPIC, WALLET, now)
    expect(dappLeft.map((message) => message.message.slice(0, 6))).toEqual(['dapp-1', 'dapp-2', 'dapp-3'])
    // Now the wallet holds 2, the dapp 3: the wallet's next large publish takes from the dapp again...
    await put(WALLET, 'wallet-2'.padEnd(1000, '.'))
    expect((await store.take(TOPIC, WALLET, now)).map((message) => message.message.slice(0, 6))).toEqual([
      'dapp-2',
      'dapp-3',
    ])
    // ...and now that the wallet holds the most (3 against 2), its next one is refused.
    await expect(put(WALLET, 'wallet-3'.padEnd(1000, '.'))).rejects.toMatchObject({ scope: 'topic' })
  })
})
