import { createHash } from 'node:crypto'
import { RateLimitedError } from '../errors.js'
import type { LimitBucket, LimitStore } from './limitStore.js'

/** How many login requests one email and one client address may make per hour. */
export type LoginLimits = {
  codesPerEmail: number
  codesPerAddress: number
  verifiesPerEmail: number
  verifiesPerAddress: number
}

/** Defaults: a person needs a handful; a script mailing strangers or guessing codes is stopped early. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  codesPerEmail: 5,
  codesPerAddress: 30,
  verifiesPerEmail: 20,
  verifiesPerAddress: 60,
}

const HOUR = 3600

// Keys carry a hash of the email, not the email: a Redis dump holds no addresses.
const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url')

/**
 * Counts a login request against its email's and/or its client address's hourly limits (all or none), and throws
 * {@link RateLimitedError} (429, 'Please try again after {n} seconds') when either is spent.
 *
 * @example
 * await takeLoginLimit(store, DEFAULT_LOGIN_LIMITS, { action: 'code', email, address: '203.0.113.7' })
 */
export async function takeLoginLimit(
  store: LimitStore,
  limits: LoginLimits,
  { action, email, address }: { action: 'code' | 'verify'; email?: string; address?: string },
): Promise<void> {
  const buckets: LimitBucket[] = []
  const perAddress = action === 'code' ? limits.codesPerAddress : limits.verifiesPerAddress
  const perEmail = action === 'code' ? limits.codesPerEmail : limits.verifiesPerEmail
  if (address !== undefined)
    buckets.push({ key: `${action}:address:${address}`, limit: perAddress, windowSeconds: HOUR })
  if (email !== undefined)
    buckets.push({ key: `${action}:email:${emailKey(email)}`, limit: perEmail, windowSeconds: HOUR })
  const retryAfterSeconds = await store.take(buckets)
  if (retryAfterSeconds > 0) throw new RateLimitedError({ retryAfterSeconds })
}
