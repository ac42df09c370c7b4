import type { LoginLimits } from '../limits/loginLimits.js'
import type { LimitBucket, LimitStore } from '../limits/limitStore.js'
import { RateLimitedError } from '../errors.js'

const HOUR = 3600

/**
 * Counts a passkey request against the same hourly limits as email login: asking for options as a code
 * request (per client address, and per user when one is signed in), checking a response as a code check.
 *
 * @throws RateLimitedError (429, 'Please try again after {n} seconds')
 * @example
 * await takePasskeyLimit(store, limits, { action: 'verify', address: '203.0.113.7' })
 */
export async function takePasskeyLimit(
  store: LimitStore,
  limits: LoginLimits,
  { action, address, userId }: { action: 'options' | 'verify'; address: string; userId?: string },
): Promise<void> {
  const perAddress = action === 'options' ? limits.codesPerAddress : limits.verifiesPerAddress
  const perUser = action === 'options' ? limits.codesPerEmail : limits.verifiesPerEmail
  const buckets: LimitBucket[] = [
    { key: `passkey-${action}:address:${address}`, limit: perAddress, windowSeconds: HOUR },
  ]
  if (userId !== undefined)
    buckets.push({ key: `passkey-${action}:user:${userId}`, limit: perUser, windowSeconds: HOUR })
  const retryAfterSeconds = await store.take(buckets)
  if (retryAfterSeconds > 0) throw new RateLimitedError({ retryAfterSeconds })
}
