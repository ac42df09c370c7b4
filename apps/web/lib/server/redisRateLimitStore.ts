import 'server-only'
import { Redis } from 'ioredis'
import { RateLimitStoreUnavailableError } from './errors'
import type { RateLimitStore } from './rateLimitStore'
import { getSiteMetrics } from './metrics/siteMetrics'

/*
 * The same token buckets as the in-memory store, kept in Redis so that every instance of the site takes
 * from one bucket per client. One Lua script reads, refills and takes from all of a request's buckets:
 * Redis runs it atomically, so two instances racing for a client's last token cannot both get it. Each
 * bucket expires when it would be full again, since a full bucket is the same as none.
 */

/**
 * KEYS: the buckets. ARGV[1]: now in ms, or '' for the Redis server's clock (one clock for every
 * instance). ARGV[1 + i]: the tokens per minute of KEYS[i]. Returns 0 when a token was taken from
 * every bucket, else the whole seconds until each has one again. Numbers are kept as strings
 * (Lua's tostring keeps 14 significant digits, enough for milliseconds since 1970).
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local held = {}
local waitMs = 0
for i, key in ipairs(KEYS) do
  local perMinute = tonumber(ARGV[i + 1])
  local saved = redis.call('HMGET', key, 'tokens', 'updated')
  local tokens = perMinute
  if saved[1] then
    local elapsed = math.max(0, now - tonumber(saved[2]))
    tokens = math.min(perMinute, tonumber(saved[1]) + elapsed * perMinute / 60000)
  end
  held[i] = tokens
  if tokens < 1 then waitMs = math.max(waitMs, (1 - tokens) * 60000 / perMinute) end
end
if waitMs > 0 then return math.max(1, math.ceil(waitMs / 1000)) end
for i, key in ipairs(KEYS) do
  local perMinute = tonumber(ARGV[i + 1])
  local left = held[i] - 1
  redis.call('HSET', key, 'tokens', tostring(left), 'updated', tostring(now))
  redis.call('PEXPIRE', key, math.ceil((perMinute - left) * 60000 / perMinute))
end
return 0
`

/**
 * Bounds on waiting for Redis, so a sign-in never hangs on it: a connection within 2 s, each answer
 * within 2 s. While Redis is down, requests fail at once (no queue) and the client reconnects every
 * second at most.
 */
export const REDIS_TIMEOUTS = { connectMs: 2_000, commandMs: 2_000, reconnectMaxMs: 1_000 } as const

/** Replies of a Redis that is there but cannot serve (loading, a read-only replica after a failover, busy). */
const UNAVAILABLE_REPLY = /^(LOADING|READONLY|MASTERDOWN|BUSY|TRYAGAIN|CLUSTERDOWN)\b/

function asStoreError(error: unknown): unknown {
  // Any other reply is Redis refusing the script itself: a bug, not an outage.
  const refused = error instanceof Error && error.name === 'ReplyError' && !UNAVAILABLE_REPLY.test(error.message)
  if (refused) return error
  getSiteMetrics().dependencyErrors.inc({ dependency: 'redis' })
  return new RateLimitStoreUnavailableError(error)
}

type TakeCommand = { agentryTakeTokens(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number> }

export type CreateRedisRateLimitStoreParameters = {
  /** `redis://[:password@]host[:port][/db]`, or `rediss://` for TLS. */
  url: string
  /** Starts every key, so deployments (and tests) can share one Redis. */
  keyPrefix: string
}

/**
 * Token buckets in Redis, shared by every instance of the site that uses the same `url` and `keyPrefix`.
 * When Redis cannot be reached, `take` throws {@link RateLimitStoreUnavailableError} (a 503) without
 * waiting; the client reconnects by itself and the store works again when Redis is back.
 *
 * @example
 * const store = createRedisRateLimitStore({ url: 'redis://127.0.0.1:6379', keyPrefix: 'agentry:' })
 * const retryAfter = await store.take([{ key: 'login:browser:abc', perMinute: 20 }])
 * await store.close()
 */
export function createRedisRateLimitStore({ url, keyPrefix }: CreateRedisRateLimitStoreParameters): RateLimitStore {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    // Fail fast while disconnected, and never resend a take after a reconnect (it may have been counted).
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_TIMEOUTS.reconnectMaxMs),
  })
  client.defineCommand('agentryTakeTokens', { lua: TAKE_SCRIPT })
  const take = client as unknown as TakeCommand

  // The first requests wait for the first connection attempt (bounded by connectTimeout), so a server
  // that has just started does not refuse them; after that, a disconnected store refuses at once.
  const firstAttempt = new Promise<void>((resolve) => {
    for (const event of ['ready', 'error', 'end']) client.once(event, () => resolve())
  })
  // Logged when the connection is lost and when it is back, not on every reconnect attempt in between.
  let down = false
  client.on('error', (error: Error) => {
    if (!down)
      console.warn(`redis rate-limit store unreachable (${error.message}); sign-in answers 503 until it is back`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('redis rate-limit store reachable again')
    down = false
  })

  const prefixed = (key: string) => `${keyPrefix}ratelimit:${key}`

  return {
    async take(buckets, nowMs) {
      await firstAttempt
      try {
        const keys = buckets.map((bucket) => prefixed(bucket.key))
        const limits = buckets.map((bucket) => bucket.perMinute)
        return Number(await take.agentryTakeTokens(keys.length, ...keys, nowMs ?? '', ...limits))
      } catch (error) {
        throw asStoreError(error)
      }
    },
    async clear() {
      await firstAttempt
      try {
        for await (const keys of client.scanStream({ match: `${prefixed('')}*`, count: 500 })) {
          if ((keys as string[]).length > 0) await client.unlink(...(keys as string[]))
        }
      } catch (error) {
        throw asStoreError(error)
      }
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
      else client.disconnect()
    },
  }
}
