import 'server-only'
import type { Config } from './config'
import { RateLimitedError } from './errors'

/*
 * In-process token buckets, one per (route, client). Chosen over a database table because the limits
 * protect this process's CPU (signature checks) and database from floods; with several app instances
 * each enforces its own limit, which is acceptable for the sizes here.
 */

export type RateLimiter = {
  /** Takes one token for `key`; returns 0 when allowed, else the seconds until a token is available. */
  take(key: string, nowMs?: number): number
  /** How many buckets are held. */
  size(): number
}

type Bucket = { tokens: number; updatedMs: number }

/**
 * A token bucket limiter allowing `perMinute` requests per key, refilled continuously, with bursts up to
 * `perMinute`. At most `maxKeys` buckets are kept (full buckets are dropped first, then the oldest).
 *
 * @example
 * const limiter = createRateLimiter({ perMinute: 20 })
 * if (limiter.take('203.0.113.7') > 0) throw new RateLimitedError(...)
 */
export function createRateLimiter({
  perMinute,
  maxKeys = 10_000,
}: {
  perMinute: number
  maxKeys?: number
}): RateLimiter {
  const buckets = new Map<string, Bucket>()
  const refillPerMs = perMinute / 60_000

  const refill = (bucket: Bucket, nowMs: number) => {
    bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, nowMs - bucket.updatedMs) * refillPerMs)
    bucket.updatedMs = nowMs
  }

  const evict = (nowMs: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, nowMs)
      if (bucket.tokens >= perMinute) buckets.delete(key)
    }
    for (const key of buckets.keys()) {
      if (buckets.size <= maxKeys) break
      buckets.delete(key)
    }
  }

  return {
    take(key, nowMs = Date.now()) {
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= maxKeys) evict(nowMs)
        bucket = { tokens: perMinute, updatedMs: nowMs }
        buckets.set(key, bucket)
      }
      refill(bucket, nowMs)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return 0
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000))
    },
    size: () => buckets.size,
  }
}

/**
 * Without a trusted proxy there is no reliable client address in a route handler, so every client shares
 * one 'local' bucket; its limit is multiplied by this so that normal use never hits it.
 */
export const SHARED_BUCKET_FACTOR = 10

/**
 * Who a request counts against: the first X-Forwarded-For entry (or X-Real-IP) when TRUST_PROXY is set,
 * since only a trusted proxy's headers are not forgeable; otherwise the shared 'local' key.
 *
 * @example
 * clientKey(request, { trustProxy: true }) // { key: '203.0.113.7', shared: false }
 */
export function clientKey(
  request: Request,
  { trustProxy }: Pick<Config, 'trustProxy'>,
): { key: string; shared: boolean } {
  if (!trustProxy) return { key: 'local', shared: true }
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const real = request.headers.get('x-real-ip')?.trim()
  return { key: forwarded || real || 'unknown', shared: false }
}

const LIMITERS = Symbol.for('agentry.server.rateLimiters')
type Holder = { [LIMITERS]?: Map<string, RateLimiter> }

function limiterFor(name: string, perMinute: number): RateLimiter {
  const holder = globalThis as Holder
  const limiters = (holder[LIMITERS] ??= new Map())
  const id = `${name}:${perMinute}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = createRateLimiter({ perMinute })
    limiters.set(id, limiter)
  }
  return limiter
}

/**
 * Counts the request against the route's limit and throws {@link RateLimitedError} (429 with Retry-After)
 * when the client is over it.
 *
 * @example
 * enforceRateLimit(request, 'login', getConfig())
 */
export function enforceRateLimit(
  request: Request,
  route: 'nonce' | 'login',
  config: Pick<Config, 'trustProxy' | 'rateLimits'>,
): void {
  const { key, shared } = clientKey(request, config)
  const base = route === 'nonce' ? config.rateLimits.noncePerMinute : config.rateLimits.loginPerMinute
  const retryAfter = limiterFor(route, base * (shared ? SHARED_BUCKET_FACTOR : 1)).take(key)
  if (retryAfter > 0) throw new RateLimitedError(retryAfter)
}

/**
 * Forgets every bucket (tests).
 *
 * @example
 * afterEach(() => resetRateLimits())
 */
export function resetRateLimits(): void {
  ;(globalThis as Holder)[LIMITERS]?.clear()
}
