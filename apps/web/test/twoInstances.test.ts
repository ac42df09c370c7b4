import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpBrowser } from './helpers/authServer'
import { startProductionServer, type ProductionServer } from './helpers/productionServer'
import { TEST_REDIS_URL, uniqueKeyPrefix } from './helpers/redis'

// Two production servers behind one origin, as a load balancer runs them: one PostgreSQL database
// (nonces, sessions, roles) and one Redis (rate limits). Each visitor picks the instance of every
// request itself, the worst a balancer could do. Each visitor has its own address, written by the
// (trusted) proxy in X-Forwarded-For.

const NONCE_PER_MIN = 2

let database: TestDatabase
let instances: ProductionServer[] = []
beforeAll(async () => {
  database = await createTestDatabase()
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: uniqueKeyPrefix(),
    TRUST_PROXY: '1',
    RATE_LIMIT_NONCE_PER_MIN: String(NONCE_PER_MIN),
    RATE_LIMIT_LOGIN_PER_MIN: '10',
  }
  // Started together: both migrate the one database at once.
  const started = await Promise.allSettled([startProductionServer(env), startProductionServer(env)])
  instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  for (const result of started) if (result.status === 'rejected') throw result.reason
}, 120_000)
afterAll(async () => {
  for (const instance of instances) await instance.dispose()
  await database?.drop()
})

let visitors = 0
/** A new browser with an address of its own; `on(i)` is it talking to instance i. */
function visitor() {
  visitors += 1
  const browser = new HttpBrowser(instances[0]!.url, { 'x-forwarded-for': `10.19.${visitors >> 8}.${visitors & 255}` })
  return { browser, on: (i: number) => browser.on(instances[i % 2]!.url) }
}

describe('two instances behind one origin', () => {
  it('never accept one nonce twice: the same signed message raced at both, 20 times at once', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 20 }, async (_, round) => {
        const { on } = visitor()
        const { account, body } = await on(round).signedLoginBody()
        // Three copies at each instance, all in flight together.
        const responses = await Promise.all([0, 1, 0, 1, 0, 1].map((i) => on(i).postLogin(body)))
        const outcomes = await Promise.all(
          responses.map(async (response) => ({
            status: response.status,
            body: (await response.json()) as { error?: { code: string }; siwe?: { address: string } },
          })),
        )
        return { account, outcomes }
      }),
    )
    for (const { account, outcomes } of rounds) {
      const won = outcomes.filter(({ status }) => status === 200)
      expect(won).toHaveLength(1)
      expect(won[0]!.body.siwe?.address).toBe(account.address)
      expect(outcomes.filter(({ body }) => body.error?.code === 'NONCE_INVALID')).toHaveLength(5)
    }
  })

  it('never cross sessions: 40 sign-ins at once, each step on the other instance, each cookie reads its own', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { on } = visitor()
        const { account, body } = await on(i).signedLoginBody()
        const login = await on(i + 1).postLogin(body)
        const sessions = await Promise.all([0, 1].map(async (j) => (await on(j).fetch('/auth/session')).json()))
        return { address: account.address, login: login.status, sessions }
      }),
    )
    for (const { address, login, sessions } of results) {
      expect(login).toBe(200)
      for (const session of sessions) expect(session).toMatchObject({ siwe: { address } })
    }
    expect(new Set(results.map(({ address }) => address)).size).toBe(40)
  })

  it('share a sign-out: a session ended on one instance is gone on the other', async () => {
    const { on } = visitor()
    const { account, body } = await on(0).signedLoginBody()
    expect((await on(1).postLogin(body)).status).toBe(200)
    expect(await (await on(0).fetch('/auth/session')).json()).toMatchObject({ siwe: { address: account.address } })
    const signedIn = on(0).cookieHeader()
    expect((await on(0).fetch('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
    // The old cookie, replayed at the other instance, no longer opens the session.
    const replayed = await fetch(`${instances[1]!.url}/auth/session`, { headers: { cookie: signedIn } })
    expect(await replayed.json()).toEqual({ siwe: null })
  })

  it('share one rate limit through Redis: a browser gets its limit once, not once per instance', async () => {
    const { on } = visitor()
    // The first nonce gives the browser its id; from then on its requests count against one bucket.
    expect((await on(0).fetch('/auth/nonce')).status).toBe(200)
    const responses = []
    for (const i of [1, 0, 1, 0, 1]) responses.push(await on(i).fetch('/auth/nonce'))
    // In-process buckets would give it NONCE_PER_MIN at each instance: four 200s.
    expect(responses.map((response) => response.status)).toEqual([200, 200, 429, 429, 429])
    const refused = responses[2]!
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
