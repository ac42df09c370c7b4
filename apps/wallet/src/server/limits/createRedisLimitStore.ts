import { Redis } from 'ioredis'
import { LimitStoreUnavailableError } from '../errors.js'
import type { LimitStore } from './limitStore.js'

/*
 * The same token buckets as the memory store, in Redis, so every instance of the host takes from one
 * bucket per email and per address. One Lua script reads, refills and takes from all of a request's
 * buckets: Redis runs it atomically, so two instances racing for the last token cannot both get it.
 * KEYS: the buckets. ARGV[1]: now in ms, or '' for Redis's own clock. ARGV[2i], ARGV[2i+1]: limit and
 * window (seconds) of KEYS[i]. A bucket expires when it would be full again.
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
  local limit = tonumber(ARGV[2 * i])
  local windowMs = tonumber(ARGV[2 * i + 1]) * 1000
  local saved = redis.call('HMGET', key, 'tokens', 'updated')
  local tokens = limit
  if saved[1] then
    tokens = math.min(limit, tonumber(saved[1]) + math.max(0, now - tonumber(saved[2])) * limit / windowMs)
  end
  held[i] = tokens
  if tokens < 1 then waitMs = math.max(waitMs, (1 - tokens) * windowMs / limit) end
end
if waitMs > 0 then return math.max(1, math.ceil(waitMs / 1000)) end
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 * i])
  local windowMs = tonumber(ARGV[2 * i + 1]) * 1000
  local left = held[i] - 1
  redis.call('HSET', key, 'tokens', tostring(left), 'updated', tostring(now))
  redis.call('PEXPIRE', key, math.ceil((limit - left) * windowMs / limit))
end
return 0
`

/** Bounds on waiting for Redis: a login never hangs on it. While it is down, requests fail at once. */
export const REDIS_TIMEOUTS = { connectMs: 2_000, commandMs: 2_000, reconnectMaxMs: 1_000 } as const

type TakeCommand = { walletTakeTokens(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number> }

/**
 * Token buckets in Redis, shared by every instance using the same `url` and `keyPrefix`. When Redis
 * cannot be reached, `take` throws {@link LimitStoreUnavailableError} (503) without waiting; the client
 * reconnects by itself.
 *
 * @example
 * const store = createRedisLimitStore({ url: 'redis://127.0.0.1:6379', keyPrefix: 'agentry-wallet:' })
 * await store.take([{ key: 'code:email:…', limit: 5, windowSeconds: 3600 }])
 */
export function createRedisLimitStore({ url, keyPrefix }: { url: string; keyPrefix: string }): LimitStore {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_TIMEOUTS.reconnectMaxMs),
  })
  client.defineCommand('walletTakeTokens', { lua: TAKE_SCRIPT })
  const command = client as unknown as TakeCommand
  const firstAttempt = new Promise<void>((resolve) => {
    for (const event of ['ready', 'error', 'end']) client.once(event, () => resolve())
  })
  let down = false
  client.on('error', (error: Error) => {
    if (!down) console.warn(`wallet host: redis unreachable (${error.message}); logins answer 503 until it is back`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('wallet host: redis reachable again')
    down = false
  })
  return {
    async take(buckets, nowMs) {
      await firstAttempt
      try {
        const keys = buckets.map((bucket) => `${keyPrefix}limit:${bucket.key}`)
        const args = buckets.flatMap((bucket) => [bucket.limit, bucket.windowSeconds])
        return Number(await command.walletTakeTokens(keys.length, ...keys, nowMs ?? '', ...args))
      } catch (error) {
        throw new LimitStoreUnavailableError(error)
      }
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
      else client.disconnect()
    },
  }
}
