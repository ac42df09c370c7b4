/** One token bucket: it holds at most `limit` tokens and refills `limit` tokens per `windowSeconds`. */
export type LimitBucket = { key: string; limit: number; windowSeconds: number }

/** Where the buckets live: this process's memory, or Redis (shared by every instance) when REDIS_URL is set. */
export type LimitStore = {
  /**
   * Takes one token from every bucket, all or none: a request refused by one bucket spends nothing from
   * the others. Resolves 0 when taken, else the whole seconds until every bucket has a token again.
   */
  take(buckets: readonly LimitBucket[], nowMs?: number): Promise<number>
  /** Lets go of what the store holds open (a connection), at shutdown. */
  close(): Promise<void>
}

type Bucket = { tokens: number; updatedMs: number }

/**
 * Token buckets in this process's memory, refilled continuously. At most `maxKeys` are kept: the least
 * recently used go first (a dropped bucket starts full, which only favours the client, never blocks one).
 *
 * @example
 * const store = createMemoryLimitStore()
 * await store.take([{ key: 'code:address:203.0.113.7', limit: 30, windowSeconds: 3600 }]) // 0
 */
export function createMemoryLimitStore({ maxKeys = 50_000 }: { maxKeys?: number } = {}): LimitStore {
  const buckets = new Map<string, Bucket>()
  const current = ({ key, limit, windowSeconds }: LimitBucket, nowMs: number): Bucket => {
    const saved = buckets.get(key)
    const tokens = saved
      ? Math.min(limit, saved.tokens + (Math.max(0, nowMs - saved.updatedMs) * limit) / (windowSeconds * 1000))
      : limit
    return { tokens, updatedMs: nowMs }
  }
  return {
    async take(wanted, nowMs = Date.now()) {
      const held = wanted.map((bucket) => current(bucket, nowMs))
      const waitMs = Math.max(
        0,
        ...held.map((bucket, index) => {
          const { limit, windowSeconds } = wanted[index]!
          return ((1 - bucket.tokens) * windowSeconds * 1000) / limit
        }),
      )
      if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000))
      wanted.forEach(({ key }, index) => {
        buckets.delete(key)
        buckets.set(key, { tokens: held[index]!.tokens - 1, updatedMs: nowMs })
      })
      for (const key of buckets.keys()) {
        if (buckets.size <= maxKeys) break
        buckets.delete(key)
      }
      return 0
    },
    close: async () => undefined,
  }
}
