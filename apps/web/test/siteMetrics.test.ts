import { freePort } from '@agentry/test-utils/anvil'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asDatabaseError } from '@/lib/server/db/connectionErrors'
import { getSiteMetrics } from '@/lib/server/metrics/siteMetrics'
import { createRedisRateLimitStore } from '@/lib/server/redisRateLimitStore'
import { HttpBrowser } from './helpers/authServer'
import { PRODUCTION_TEST_TIMEOUT_MS, startProductionServer, type ProductionServer } from './helpers/productionServer'

// Issue 29 item 5: the site's Prometheus metrics (prom-client), served by the production server on an
// address of their own (METRICS_ADDRESS) and off by default.

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url)
  await response.text()
  return response.status
}

describe('site metrics on METRICS_ADDRESS', () => {
  let server: ProductionServer
  let metricsUrl: string
  beforeAll(async () => {
    const port = await freePort()
    metricsUrl = `http://127.0.0.1:${port}/metrics`
    server = await startProductionServer({ METRICS_ADDRESS: `127.0.0.1:${port}`, RATE_LIMIT_NONCE_PER_MIN: '2' })
  }, 90_000)
  afterAll(async () => {
    await server?.dispose()
  })

  it(
    'counts requests by route and status, sign-ins by outcome and rate-limit refusals',
    async () => {
      const alice = new HttpBrowser(server.url)
      const signedIn = await alice.signIn(privateKeyToAccount(generatePrivateKey()))
      await signedIn.text()
      expect(signedIn.status).toBe(200)
      const replay = await alice.signIn(privateKeyToAccount(generatePrivateKey()), { nonce: 'abcdefgh12345678' })
      await replay.text()
      expect(replay.status).toBe(401)
      // Who the limit counts changes as the browser gets its cookies: ask until refused.
      const nonceStatuses: number[] = []
      while (nonceStatuses.length < 6 && !nonceStatuses.includes(429)) {
        const nonce = await alice.fetch('/auth/nonce')
        await nonce.text()
        nonceStatuses.push(nonce.status)
      }
      expect(nonceStatuses.at(-1)).toBe(429)
      // Bodies read to the end: a request is counted once its answer is complete.
      expect(await statusOf(`${server.url}/no/such/page`)).toBe(404)
      expect(await statusOf(`${server.url}/`)).toBe(200)

      const response = await fetch(metricsUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      const text = await response.text()
      expect(sample(text, 'agentry_web_http_requests_total{route="/auth/nonce",method="GET",status="200"}')).toBe(
        2 + nonceStatuses.length - 1,
      )
      expect(sample(text, 'agentry_web_http_requests_total{route="/auth/nonce",method="GET",status="429"}')).toBe(1)
      expect(sample(text, 'agentry_web_http_requests_total{route="/auth/login",method="POST",status="200"}')).toBe(1)
      expect(sample(text, 'agentry_web_http_requests_total{route="/auth/login",method="POST",status="401"}')).toBe(1)
      expect(sample(text, 'agentry_web_http_requests_total{route="other",method="GET",status="404"}')).toBe(1)
      expect(sample(text, 'agentry_web_http_requests_total{route="/",method="GET",status="200"}')).toBe(1)
      expect(sample(text, 'agentry_web_http_request_duration_seconds_count{route="/auth/login",method="POST"}')).toBe(2)
      expect(sample(text, 'agentry_web_sign_ins_total{outcome="ok"}')).toBe(1)
      expect(sample(text, 'agentry_web_sign_ins_total{outcome="NONCE_INVALID"}')).toBe(1)
      expect(sample(text, 'agentry_web_rate_limit_refusals_total{route="nonce"}')).toBe(1)
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )

  it('serves nothing else there, and nothing on the site itself', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
  })
})

describe('site metrics, off by default', () => {
  it('a server without METRICS_ADDRESS opens no metrics address', async () => {
    const server = await startProductionServer()
    try {
      expect(server.output()).not.toContain('metrics on')
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
    } finally {
      await server.dispose()
    }
  }, 90_000)

  it('a METRICS_ADDRESS that is not host:port stops the server with a clear message', async () => {
    await expect(startProductionServer({ METRICS_ADDRESS: '9464' })).rejects.toThrow(
      'METRICS_ADDRESS must be host:port (like 127.0.0.1:9464), not "9464"',
    )
  }, 90_000)
})

describe('database and Redis errors are counted', () => {
  it('one each for an unreachable database and an unreachable Redis', async () => {
    const errors = () => getSiteMetrics().dependencyErrors.get()
    const count = async (dependency: string) =>
      (await errors()).values.find((value) => value.labels.dependency === dependency)?.value ?? 0
    const before = { database: await count('database'), redis: await count('redis') }

    asDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }))
    asDatabaseError(new Error('duplicate key value violates unique constraint')) // not an outage
    const store = createRedisRateLimitStore({ url: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'metrics:' })
    await expect(store.take([{ key: 'k', perMinute: 1 }])).rejects.toMatchObject({
      code: 'RATE_LIMIT_STORE_UNAVAILABLE',
    })
    await store.close()

    expect({ database: await count('database'), redis: await count('redis') }).toEqual({
      database: before.database + 1,
      redis: before.redis + 1,
    })
  })
})
