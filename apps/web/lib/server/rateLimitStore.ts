import 'server-only'

/** One token bucket to take from: `perMinute` tokens refill per minute, and it holds at most that many. */
export type RateLimitBucket = { key: string; perMinute: number }

/**
 * Where the token buckets live. This process's memory by default; a store shared by several app
 * instances (Redis, when `REDIS_URL` is set) implements the same contract.
 */
export type RateLimitStore = {
  /**
   * Takes one token from every bucket, all or none: a request refused by one bucket spends nothing from
   * the others, so a client that is being limited cannot drain a bucket it shares with other clients.
   * Resolves 0 when the tokens were taken, else the whole seconds until every bucket has one again.
   */
  take(buckets: readonly RateLimitBucket[], nowMs?: number): Promise<number>
  /** Forgets every bucket (tests). */
  clear(): Promise<void>
  /** Lets go of what the store holds open (a connection), at shutdown. */
  close(): Promise<void>
}

type Bucket = { tokens: number; perMinute: number; updatedMs: number }

/**
 * Token buckets in this process's memory, refilled continuously. At most `maxKeys` buckets are kept:
 * full ones are dropped first (they hold nothing a fresh bucket would not), then the least recently used.
 *
 * @example
 * const store = createMemoryRateLimitStore()
 * const retryAfter = await store.take([{ key: 'login:browser:abc', perMinute: 20 }])
 */
export function createMemoryRateLimitStore({ maxKeys = 10_000 }: { maxKeys?: number } = {}): RateLimitStore & {
  /** How many buckets are held. */
  size(): number
} {
  // Map order is recency: a bucket is moved to the end each time it is used.
  const buckets = new Map<string, Bucket>()

  const refill = (bucket: Bucket, nowMs: number) => {
    const refilled = bucket.tokens + (Math.max(0, nowMs - bucket.updatedMs) * bucket.perMinute) / 60_000
    bucket.tokens = Math.min(bucket.perMinute, refilled)
    bucket.updatedMs = nowMs
  }

  const makeRoom = (room: number, nowMs: number) => {
    for (const [key, bucket] of buckets) {
      refill(bucket, nowMs)
      if (bucket.tokens >= bucket.perMinute) buckets.delete(key)
    }
    for (const key of buckets.keys()) {
      if (buckets.size + room <= maxKeys) break
      buckets.delete(key)
    }
  }

  const bucketFor = ({ key, perMinute }: RateLimitBucket, nowMs: number): Bucket => {
    const bucket = buckets.get(key) ?? { tokens: perMinute, perMinute, updatedMs: nowMs }
    buckets.delete(key)
    buckets.set(key, bucket)
    // A changed limit (a new config in tests) applies from now on, without a refund.
    bucket.perMinute = perMinute
    refill(bucket, nowMs)
    return bucket
  }

  const takeNow = (wanted: readonly RateLimitBucket[], nowMs: number): number => {
    const missing = wanted.filter(({ key }) => !buckets.has(key)).length
    if (missing > 0 && buckets.size + missing > maxKeys) makeRoom(missing, nowMs)
    const held = wanted.map((bucket) => bucketFor(bucket, nowMs))
    const waitMs = Math.max(0, ...held.map((bucket) => ((1 - bucket.tokens) * 60_000) / bucket.perMinute))
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000))
    for (const bucket of held) bucket.tokens -= 1
    return 0
  }

  return {
    take: (wanted, nowMs = Date.now()) => Promise.resolve(takeNow(wanted, nowMs)),
    clear: () => {
      buckets.clear()
      return Promise.resolve()
    },
    close: () => Promise.resolve(),
    size: () => buckets.size,
  }
}
