import { randomBytes } from 'node:crypto'
import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy.js'
import { startTestHost, type TestHost } from '../../test/startTestHost.js'

// Real PostgreSQL, a real SMTP server, and the machine's Redis (through a proxy the tests stop).
const SMTP_PORT = 46120
const REDIS_PROXY_PORT = 46121

let database: TestDatabase
let mailbox: DevMailbox
let redisProxy: TcpProxy
let nextEmail = 0
const freshEmail = () => `limits${++nextEmail}-${Date.now()}@example.org`
const codeIn = (email: string) => /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.subject)![1]!
const from = (address: string) => ({ 'x-forwarded-for': address })

beforeAll(async () => {
  database = await createTestDatabase()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  redisProxy = await startTcpProxy({ port: REDIS_PROXY_PORT, target: { host: '127.0.0.1', port: 6379 } })
})
afterAll(async () => {
  await mailbox?.close()
  await redisProxy?.stop()
  await database?.drop()
})

const baseEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: database.url })

describe('login limits per email and per client address (one instance, in memory)', () => {
  let host: TestHost
  beforeAll(async () => {
    host = await startTestHost({
      ...baseEnv(),
      WALLET_TRUSTED_PROXIES: '1',
      WALLET_CODES_PER_ADDRESS_PER_HOUR: '3',
      WALLET_CODES_PER_EMAIL_PER_HOUR: '2',
      WALLET_VERIFIES_PER_EMAIL_PER_HOUR: '3',
    })
  })
  afterAll(() => host?.stop())

  it('one address cannot mail codes to many people; another address still can', async () => {
    const client = host.client()
    for (let index = 0; index < 3; index++)
      expect((await client.post('/api/email/request-code', { email: freshEmail() }, from('203.0.113.7'))).status).toBe(
        200,
      )
    const over = await client.post('/api/email/request-code', { email: freshEmail() }, from('203.0.113.7'))
    expect(over.status).toBe(429)
    expect(over.body.error?.code).toBe('RATE_LIMITED')
    expect(over.body.error?.message).toMatch(/^Please try again after \d+ seconds$/)
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await client.post('/api/email/request-code', { email: freshEmail() }, from('198.51.100.9'))).status).toBe(
      200,
    )
  })

  it("one inbox cannot be flooded from many addresses, even past each code's cooldown", async () => {
    const email = freshEmail()
    const db = await host.db!.get()
    const pastCooldown = () =>
      db.query("UPDATE wallet_login_codes SET issued_at = issued_at - interval '31 seconds' WHERE email = $1", [email])
    expect((await host.client().post('/api/email/request-code', { email }, from('192.0.2.1'))).status).toBe(200)
    await pastCooldown()
    expect((await host.client().post('/api/email/request-code', { email }, from('192.0.2.2'))).status).toBe(200)
    await pastCooldown()
    const third = await host.client().post('/api/email/request-code', { email }, from('192.0.2.3'))
    expect([third.status, third.body.error?.code]).toEqual([429, 'RATE_LIMITED'])
    expect(mailbox.list(email)).toHaveLength(2)
  })

  it('guesses for one email count together across addresses', async () => {
    const email = freshEmail()
    await host.client().post('/api/email/request-code', { email }, from('192.0.2.10'))
    const code = codeIn(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let index = 0; index < 3; index++)
      await host.client().post('/api/email/verify-code', { email, code: wrong }, from(`192.0.2.${20 + index}`))
    const limited = await host.client().post('/api/email/verify-code', { email, code }, from('192.0.2.30'))
    expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED'])
  })

  it('with no trusted proxy, a forged X-Forwarded-For buys no fresh limit', async () => {
    const strict = await startTestHost({ ...baseEnv(), WALLET_CODES_PER_ADDRESS_PER_HOUR: '2' })
    try {
      const statuses = []
      for (let index = 0; index < 3; index++)
        statuses.push(
          (await strict.client().post('/api/email/request-code', { email: freshEmail() }, from(`10.0.0.${index}`)))
            .status,
        )
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await strict.stop()
    }
  })
})

describe('several instances sharing PostgreSQL and Redis', () => {
  let first: TestHost
  let second: TestHost
  beforeAll(async () => {
    const env = {
      ...baseEnv(),
      REDIS_URL: `redis://127.0.0.1:${REDIS_PROXY_PORT}`,
      WALLET_REDIS_KEY_PREFIX: `wallet-test-${randomBytes(4).toString('hex')}:`,
      WALLET_CODES_PER_ADDRESS_PER_HOUR: '5',
    }
    first = await startTestHost(env)
    second = await startTestHost(env)
  })
  afterAll(async () => {
    await first?.stop()
    await second?.stop()
  })

  it("share a code's attempts and cooldown, and a session", async () => {
    const email = freshEmail()
    expect((await first.client().post('/api/email/request-code', { email })).status).toBe(200)
    const early = await second.client().post('/api/email/request-code', { email })
    expect(early.body.error?.code).toBe('OTP_COOLDOWN')
    const code = codeIn(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (const host of [first, second, first, second, first])
      expect((await host.client().post('/api/email/verify-code', { email, code: wrong })).status).toBe(401)
    const spent = await second.client().post('/api/email/verify-code', { email, code })
    expect(spent.body.error?.code).toBe('OTP_ATTEMPTS_EXCEEDED')

    const other = freshEmail()
    await first.client().post('/api/email/request-code', { email: other })
    const alice = second.client()
    expect((await alice.post('/api/email/verify-code', { email: other, code: codeIn(other) })).status).toBe(200)
    const onFirst = await first.client().post('/api/session', {}, { cookie: alice.cookie! })
    expect(onFirst.body).toEqual({ user: { email: other } })
  })

  it('share the limits through Redis; Redis down is a 503, and it recovers', async () => {
    // The previous test's three code requests (the one refused by the cooldown included) counted too: this
    // address has 2 of its 5 left across both instances.
    expect((await second.client().post('/api/email/request-code', { email: freshEmail() })).status).toBe(200)
    expect((await first.client().post('/api/email/request-code', { email: freshEmail() })).status).toBe(200)
    const over = await second.client().post('/api/email/request-code', { email: freshEmail() })
    expect([over.status, over.body.error?.code]).toEqual([429, 'RATE_LIMITED'])

    await redisProxy.stop()
    try {
      const down = await first.client().post('/api/email/request-code', { email: freshEmail() })
      expect([down.status, down.body]).toEqual([
        503,
        {
          error: {
            code: 'LIMIT_STORE_UNAVAILABLE',
            message: 'Service unavailable: the limit store (Redis) cannot be reached. Please try again shortly',
          },
        },
      ])
    } finally {
      await redisProxy.start()
    }
    // The client reconnects within a second; the limit is still there, so the answer is the 429 again.
    let back = await first.client().post('/api/email/request-code', { email: freshEmail() })
    for (let tries = 0; back.status === 503 && tries < 30; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      back = await first.client().post('/api/email/request-code', { email: freshEmail() })
    }
    expect([back.status, back.body.error?.code]).toEqual([429, 'RATE_LIMITED'])
  })
})
