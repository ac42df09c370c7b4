import 'server-only'
import { clientAddress, rateLimitAddress } from './clientAddress'
import type { Config } from './config'
import type { CookieJar } from './cookieJar'
import { RateLimitedError } from './errors'
import { createMemoryRateLimitStore, type RateLimitBucket, type RateLimitStore } from './rateLimitStore'
import { createRedisRateLimitStore } from './redisRateLimitStore'
import { readSessionCookie } from './sessionCookie'
import { getSiteMetrics } from './metrics/siteMetrics'

/*
 * The limits protect this process's CPU (signature checks) and the database from floods, per client.
 * A client is a browser where the request proves one (the browser id sealed in the session cookie,
 * which the nonce is bound to and which cannot be forged), else its address. Every tab of
 * `npm run local` comes from 127.0.0.1, so keying by address alone would let one tab lock every other
 * browser out; keying by cookie alone would let a script mint browser ids for fresh buckets. So each
 * request also counts against a much higher ceiling for its address.
 */

export type RateLimitedRoute = 'nonce' | 'login'

/** How many times a client's limit one address may use, summed over all of its browsers. */
export const ADDRESS_CEILING_FACTOR = 10

/**
 * The buckets a request counts against: its client's (`perMinute`) and its address's ceiling. An
 * address is an IPv4 address whole or an IPv6 /64 prefix.
 *
 * @example
 * await rateLimitBuckets({ request, jar, route: 'login', config })
 * // [{ key: 'login:browser:…', perMinute: 20 }, { key: 'login:address:127.0.0.1', perMinute: 200 }]
 */
export async function rateLimitBuckets({
  request,
  jar,
  route,
  config,
}: EnforceRateLimitParameters): Promise<RateLimitBucket[]> {
  const perMinute = route === 'nonce' ? config.rateLimits.noncePerMinute : config.rateLimits.loginPerMinute
  // IPv6 clients by their /64, the block one subscriber usually holds whole.
  const address = rateLimitAddress(clientAddress(request, config))
  const { browserId } = await readSessionCookie(jar, config)
  const client = browserId ? `browser:${browserId}` : `anonymous:${address}`
  return [
    { key: `${route}:${client}`, perMinute },
    { key: `${route}:address:${address}`, perMinute: perMinute * ADDRESS_CEILING_FACTOR },
  ]
}

export type EnforceRateLimitParameters = {
  request: Request
  /** The request's cookies: the sealed browser id names the client. */
  jar: CookieJar
  route: RateLimitedRoute
  config: Config
}

/**
 * Counts the request against its route's limits and throws {@link RateLimitedError} (429 with
 * Retry-After) when its client or its address is over them. Call it after the request's shape is
 * checked and before any database work: a malformed request spends no one's quota.
 *
 * @example
 * await enforceRateLimit({ request, jar, route: 'login', config: getConfig() })
 */
export async function enforceRateLimit(parameters: EnforceRateLimitParameters): Promise<void> {
  const retryAfter = await getRateLimitStore(parameters.config).take(await rateLimitBuckets(parameters))
  if (retryAfter > 0) {
    getSiteMetrics().rateLimited.inc({ route: parameters.route })
    throw new RateLimitedError(retryAfter)
  }
}

const STORE = Symbol.for('agentry.server.rateLimitStore')
type Holder = { [STORE]?: RateLimitStore }
const holder = globalThis as Holder

/**
 * The process-wide bucket store, made on first use from the configuration: in Redis when `REDIS_URL`
 * is set (shared by every instance of the site), else in this process's memory. Kept on globalThis, like
 * the database, so that every bundle of this module uses one store (and one Redis connection).
 *
 * @example
 * await getRateLimitStore(getConfig()).take([{ key: 'nonce:address:203.0.113.7', perMinute: 60 }])
 */
export function getRateLimitStore(config: Pick<Config, 'redis'>): RateLimitStore {
  return (holder[STORE] ??= config.redis ? createRedisRateLimitStore(config.redis) : createMemoryRateLimitStore())
}

/**
 * Replaces the bucket store (tests); `undefined` makes a fresh one from the configuration on next use.
 * Does not close the old one.
 *
 * @example
 * setRateLimitStore(createMemoryRateLimitStore({ maxKeys: 100 }))
 */
export function setRateLimitStore(store: RateLimitStore | undefined): void {
  holder[STORE] = store
}

/**
 * Closes the bucket store and forgets it: at shutdown, and between tests (every bucket is forgotten).
 *
 * @example
 * afterEach(() => resetRateLimits())
 */
export async function resetRateLimits(): Promise<void> {
  const store = holder[STORE]
  holder[STORE] = undefined
  await store?.close()
}
