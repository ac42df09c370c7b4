import { randomBytes } from 'node:crypto'
import { createRedisRateLimitStore } from '@/lib/server/redisRateLimitStore'

/** The machine's Redis server (see README); tests keep to keys under a prefix of their own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * A key prefix no other test (or run) uses, so tests share the server without seeing each other's keys.
 *
 * @example
 * createRedisRateLimitStore({ url: TEST_REDIS_URL, keyPrefix: uniqueKeyPrefix() })
 */
export function uniqueKeyPrefix(): string {
  return `agentry-test:${randomBytes(6).toString('hex')}:`
}

/** A Redis rate-limit store under a fresh prefix on the test server. */
export function testRedisStore(keyPrefix = uniqueKeyPrefix()) {
  return createRedisRateLimitStore({ url: TEST_REDIS_URL, keyPrefix })
}
