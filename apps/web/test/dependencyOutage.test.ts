import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { HttpBrowser } from './helpers/authServer'
import { startProductionServer, type ProductionServer } from './helpers/productionServer'
import { uniqueKeyPrefix } from './helpers/redis'
import { startRedisServer, type RedisServer } from './helpers/redisServer'
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy'

// PostgreSQL and Redis taken away from the running production server and given back: every request
// gets a clear 503 (none hangs, none crashes the process), and the same requests succeed once the
// service is back, with no restart.

const DATABASE_DOWN = {
  error: {
    code: 'DATABASE_UNAVAILABLE',
    message: 'Service unavailable: the database cannot be reached. Please try again shortly',
  },
}
const REDIS_DOWN = {
  error: {
    code: 'RATE_LIMIT_STORE_UNAVAILABLE',
    message: 'Service unavailable: the rate-limit store (Redis) cannot be reached. Please try again shortly',
  },
}

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

const cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function expectUnavailable(response: Response, body: unknown): Promise<void> {
  expect({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  }).toEqual({
    status: 503,
    retryAfter: '5',
    body,
  })
}

/** The database URL through `proxy` instead of straight to the server. */
function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url)
  proxied.host = `127.0.0.1:${proxy.port}`
  return proxied.toString()
}

function expectAlive(server: ProductionServer): void {
  expect(server.child.exitCode).toBe(null)
  expect(server.output()).not.toMatch(/unhandled/i)
}

describe('PostgreSQL unreachable', () => {
  it('answers 503 while it is down, at start or later, and recovers when it is back', async () => {
    const proxy = await startTcpProxy(Number(new URL(TEST_DATABASE_URL).port || 5432))
    cleanup.push(proxy.stop)
    // Down before the server starts: it starts anyway.
    await proxy.stop()
    const server = await startProductionServer({ DATABASE_URL: throughProxy(database.url, proxy) })
    cleanup.push(server.dispose)
    const browser = new HttpBrowser(server.url)
    await expectUnavailable(await browser.fetch('/auth/nonce'), DATABASE_DOWN)

    await proxy.start()
    // The database is opened (migrated) on the first request after it is back.
    const { account, body } = await waitFor('the nonce route to answer', async () => {
      const response = await new HttpBrowser(server.url).fetch('/auth/nonce')
      return response.status === 200 ? true : undefined
    }).then(() => browser.signedLoginBody())
    expect((await browser.postLogin(body)).status).toBe(200)
    const pending = await browser.signedLoginBody()

    // Down while it serves: pooled connections are cut, new ones refused.
    await proxy.stop()
    const during = await Promise.all([
      ...Array.from({ length: 10 }, () => new HttpBrowser(server.url).fetch('/auth/nonce')),
      ...Array.from({ length: 10 }, () => browser.fetch('/auth/session')),
    ])
    for (const response of during) await expectUnavailable(response, DATABASE_DOWN)
    await expectUnavailable(await browser.postLogin(pending.body), DATABASE_DOWN)
    expectAlive(server)

    // Reachable but silent: the connect timeout turns a hang into a 503.
    await proxy.blackHole()
    await expectUnavailable(await browser.fetch('/auth/session'), DATABASE_DOWN)
    await proxy.stop()

    await proxy.start()
    const session = await waitFor('the session route to answer', async () => {
      const response = await browser.fetch('/auth/session')
      return response.status === 200 ? await response.json() : undefined
    })
    expect(session).toMatchObject({ siwe: { address: account.address } })
    // The sign-in refused during the outage changed nothing: its nonce is still there to be used once.
    const retried = await browser.postLogin(pending.body)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toMatchObject({ ok: true, siwe: { address: pending.account.address } })
    expect((await browser.postLogin(pending.body)).status).toBe(401)
    expectAlive(server)
  })
})

describe('Redis unreachable', () => {
  let redis: RedisServer
  beforeAll(async () => {
    redis = await startRedisServer()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('answers 503 on the rate-limited routes while it is down, keeps sessions readable, and recovers', async () => {
    // Down before the server starts: it starts anyway.
    await redis.stop()
    const server = await startProductionServer({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniqueKeyPrefix(),
    })
    cleanup.push(server.dispose)
    const browser = new HttpBrowser(server.url)
    await expectUnavailable(await browser.fetch('/auth/nonce'), REDIS_DOWN)

    await redis.start()
    await waitFor('the nonce route to answer', async () => {
      const response = await new HttpBrowser(server.url).fetch('/auth/nonce')
      return response.status === 200 ? true : undefined
    })
    const { account, body } = await browser.signedLoginBody()
    expect((await browser.postLogin(body)).status).toBe(200)
    const pending = await browser.signedLoginBody()

    await redis.stop()
    const during = await Promise.all(Array.from({ length: 10 }, () => new HttpBrowser(server.url).fetch('/auth/nonce')))
    for (const response of during) await expectUnavailable(response, REDIS_DOWN)
    await expectUnavailable(await browser.postLogin(pending.body), REDIS_DOWN)
    // Reading a session needs no rate limit, so signed-in pages go on.
    expect(await (await browser.fetch('/auth/session')).json()).toMatchObject({ siwe: { address: account.address } })
    expectAlive(server)

    await redis.start()
    const retried = await waitFor('the login route to answer', async () => {
      const response = await browser.postLogin(pending.body)
      return response.status === 503 ? undefined : response
    })
    expect(retried.status).toBe(200)
    expect(await retried.json()).toMatchObject({ ok: true, siwe: { address: pending.account.address } })
    expectAlive(server)
  })
})
