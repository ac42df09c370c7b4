import { afterEach, describe, expect, it } from 'vitest'
import { setPeerAddress } from './clientAddress'
import { parseConfig, type Config } from './config'
import { requestCookieJar } from './cookieJar'
import { RateLimitedError } from './errors'
import { enforceRateLimit, rateLimitBuckets, resetRateLimits, type RateLimitedRoute } from './rateLimit'
import { writeSessionCookie } from './sessionCookie'

const SECRET = 'x'.repeat(32)
const local = parseConfig({ SESSION_SECRET: SECRET, RATE_LIMIT_LOGIN_PER_MIN: '2', RATE_LIMIT_NONCE_PER_MIN: '5' })

/** A session cookie sealed with this browser id, as the nonce route gives a browser. */
async function sealedCookie(browserId: string): Promise<string> {
  const headers = new Headers()
  await writeSessionCookie(requestCookieJar(new Request('http://127.0.0.1:3000/'), headers), local, { browserId })
  return headers.getSetCookie()[0]!.split(';')[0]!
}

function limit(route: RateLimitedRoute, { peer = '127.0.0.1', cookie = '', config = local } = {}) {
  const request = new Request('http://127.0.0.1:3000/auth/login', { headers: cookie ? { cookie } : {} })
  setPeerAddress(request, peer)
  return enforceRateLimit({ request, jar: requestCookieJar(request, new Headers()), route, config })
}

describe('enforceRateLimit', () => {
  afterEach(() => resetRateLimits())

  it('limits each browser on its own, so one tab cannot use up the quota of the others on 127.0.0.1', async () => {
    const greedy = await sealedCookie('greedy-browser-0001')
    const other = await sealedCookie('other-browser-00002')
    await limit('login', { cookie: greedy })
    await limit('login', { cookie: greedy })
    await expect(limit('login', { cookie: greedy })).rejects.toThrow(RateLimitedError)
    await expect(limit('login', { cookie: other })).resolves.toBeUndefined()
    await expect(limit('nonce', { cookie: greedy })).resolves.toBeUndefined()
  })

  it('counts every browser of an address against a ceiling of ten times the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const cookie = await sealedCookie(`browser-number-${String(i).padStart(4, '0')}`)
      await limit('login', { cookie })
      await limit('login', { cookie })
    }
    await expect(limit('login', { cookie: await sealedCookie('one-browser-too-many') })).rejects.toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 3 }),
    )
    await expect(limit('login', { peer: '203.0.113.9' })).resolves.toBeUndefined()
  })

  it('keys requests without a valid browser cookie by address; a forged cookie is no fresh client', async () => {
    await limit('login')
    await limit('login', { cookie: 'agentry_session=Fe26.2*1*forged~2' })
    await expect(limit('login', { cookie: 'agentry_session=Fe26.2*1*other~2' })).rejects.toThrow(RateLimitedError)
    await expect(limit('login', { peer: '203.0.113.9' })).resolves.toBeUndefined()
  })

  it('keys by the right-most untrusted X-Forwarded-For entry behind a trusted proxy', async () => {
    const proxied: Config = { ...local, trustedProxies: 1 }
    const via = (forwardedFor: string) => {
      const request = new Request('http://127.0.0.1:3000/auth/login', { headers: { 'x-forwarded-for': forwardedFor } })
      setPeerAddress(request, '10.0.0.2')
      return rateLimitBuckets({
        request,
        jar: requestCookieJar(request, new Headers()),
        route: 'login',
        config: proxied,
      })
    }
    expect(await via('6.6.6.6, 203.0.113.7')).toEqual([
      { key: 'login:anonymous:203.0.113.7', perMinute: 2 },
      { key: 'login:address:203.0.113.7', perMinute: 20 },
    ])
    expect(await via('7.7.7.7, 203.0.113.7')).toEqual(await via('6.6.6.6, 203.0.113.7'))
  })

  it('counts an IPv6 client by its /64 prefix, so new addresses of one subscriber are no fresh client', async () => {
    await limit('login', { peer: '2001:db8:0:1::1' })
    await limit('login', { peer: '2001:DB8:0:1:ffff:1:2:3' })
    await expect(limit('login', { peer: '2001:db8:0:1:9::' })).rejects.toThrow(RateLimitedError)
    // The next /64 is another subscriber, and IPv4 addresses are still counted one by one.
    await expect(limit('login', { peer: '2001:db8:0:2::1' })).resolves.toBeUndefined()
    await limit('login', { peer: '203.0.113.1' })
    await limit('login', { peer: '203.0.113.1' })
    await expect(limit('login', { peer: '203.0.113.2' })).resolves.toBeUndefined()
  })

  it('names the /64 in the bucket keys of an IPv6 client', async () => {
    const request = new Request('http://127.0.0.1:3000/auth/login')
    setPeerAddress(request, '2001:db8:a:b:c:d:e:f')
    expect(
      await rateLimitBuckets({ request, jar: requestCookieJar(request, new Headers()), route: 'login', config: local }),
    ).toEqual([
      { key: 'login:anonymous:2001:db8:a:b::/64', perMinute: 2 },
      { key: 'login:address:2001:db8:a:b::/64', perMinute: 20 },
    ])
  })
})
