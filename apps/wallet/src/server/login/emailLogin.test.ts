import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { sealData } from 'iron-session'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_SESSION_SECRET, type TestHost } from '../../test/startTestHost.js'
import { walletClient } from '../../test/walletClient.js'

// Real services on 127.0.0.1: PostgreSQL (through a proxy the tests stop to take it away) and an SMTP
// server (the smtp-server package) that keeps what it receives.
const SMTP_PORT = 46110
const DB_PROXY_PORT = 46111

let database: TestDatabase
let dbProxy: TcpProxy
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let nextEmail = 0
const freshEmail = () => `user${++nextEmail}-${Date.now()}@example.org`

const codeIn = (email: string) => {
  const mail = mailbox.list(email)[0]
  if (!mail) throw new Error(`no mail to ${email}`)
  return /\b(\d{6})\b/.exec(mail.subject)![1]!
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const requestCode = (client: ReturnType<TestHost['client']>, email: string) =>
  client.post('/api/email/request-code', { email })
const verify = (client: ReturnType<TestHost['client']>, email: string, code: string) =>
  client.post('/api/email/verify-code', { email, code })

beforeAll(async () => {
  database = await createTestDatabase()
  dbProxy = await startTcpProxy({ port: DB_PROXY_PORT, target: { host: '127.0.0.1', port: 5432 } })
  const proxied = new URL(database.url)
  proxied.port = String(DB_PROXY_PORT)
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: proxied.toString() })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await admin?.end()
  await dbProxy?.stop()
  await database?.drop()
})

describe('email login, end to end on the server', () => {
  it('mails a 6-digit code, stores only its hash, and signs in with it into a host-only cross-site cookie', async () => {
    const alice = host.client()
    const email = freshEmail()
    const sent = await requestCode(alice, ` ${email.toUpperCase()} `)
    expect([sent.status, sent.body]).toEqual([200, { sent: true, email }])
    const code = codeIn(email)
    expect(mailbox.list(email)[0]!.text).toContain(`is ${code}.`)

    const { rows } = await admin.query(
      'SELECT *, extract(epoch FROM expires_at - issued_at) AS validity FROM wallet_login_codes WHERE email = $1',
      [email],
    )
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows[0])).not.toContain(code)
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(rows[0].validity)).toBe(600)

    const signedIn = await verify(alice, email, code)
    expect([signedIn.status, signedIn.body]).toEqual([200, { user: { email } }])
    const cookie = signedIn.response.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^wallet_session=Fe26\.2\*/)
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/'])
      expect(cookie.split('; ')).toContain(attribute)
    expect(cookie).not.toMatch(/domain=/i)

    expect((await alice.post('/api/session', {})).body).toEqual({ user: { email } })
    // The table keeps a hash of the session id, never the id itself.
    const sessions = await admin.query('SELECT id FROM wallet_sessions')
    expect(JSON.stringify(sessions.rows)).not.toContain(alice.cookie!.split('=')[1]!.slice(0, 40))
  })

  it('signs out for good: the old cookie, replayed, names no session', async () => {
    const alice = host.client()
    const email = freshEmail()
    await requestCode(alice, email)
    await verify(alice, email, codeIn(email))
    const stolen = alice.cookie!
    expect((await alice.post('/api/sign-out', {})).body).toEqual({ signedOut: true })
    expect(alice.cookie).toBeUndefined()
    const replay = await host.client().post('/api/session', {}, { cookie: stolen })
    expect([replay.status, replay.body]).toEqual([401, { error: { code: 'NOT_SIGNED_IN', message: 'Not signed in' } }])
  })
})

describe('attacks on the one-time code', () => {
  it('brute force: 5 attempts per code, then even the right code is refused', async () => {
    const mallory = host.client()
    const email = freshEmail()
    await requestCode(host.client(), email)
    const code = codeIn(email)
    const guesses = await Promise.all(Array.from({ length: 5 }, () => verify(mallory, email, wrong(code))))
    for (const guess of guesses)
      expect([guess.status, guess.body]).toEqual([401, { error: { code: 'OTP_INVALID', message: 'Invalid code' } }])
    const right = await verify(mallory, email, code)
    expect([right.status, right.body.error?.code]).toEqual([429, 'OTP_ATTEMPTS_EXCEEDED'])
    expect(right.body.error?.message).toBe('Too many attempts. Please request a new code')
    expect(mallory.cookie).toBeUndefined()
  })

  it('replay: a code signs in once', async () => {
    const email = freshEmail()
    await requestCode(host.client(), email)
    const code = codeIn(email)
    expect((await verify(host.client(), email, code)).status).toBe(200)
    const replay = host.client()
    const again = await verify(replay, email, code)
    expect([again.status, again.body.error?.code, replay.cookie]).toEqual([401, 'OTP_INVALID', undefined])
  })

  it('expiry: a code past its 10 minutes is refused', async () => {
    const email = freshEmail()
    await requestCode(host.client(), email)
    await admin.query("UPDATE wallet_login_codes SET expires_at = now() - interval '1 second' WHERE email = $1", [
      email,
    ])
    const late = await verify(host.client(), email, codeIn(email))
    expect([late.status, late.body.error?.code]).toEqual([401, 'OTP_INVALID'])
  })

  it("a code mailed to one address does not sign in another, and the owner's code still works", async () => {
    const victim = freshEmail()
    const attacker = freshEmail()
    await requestCode(host.client(), victim)
    await requestCode(host.client(), attacker)
    const attackersCode = codeIn(attacker)
    const crossed = await verify(host.client(), victim, attackersCode)
    expect([crossed.status, crossed.body.error?.code]).toEqual([401, 'OTP_INVALID'])
    expect((await verify(host.client(), victim, codeIn(victim))).body).toEqual({ user: { email: victim } })
  })

  it("cooldown: a second code within 30 s gets the spec's message, and no mail", async () => {
    const email = freshEmail()
    await requestCode(host.client(), email)
    const early = await requestCode(host.client(), email)
    expect(early.status).toBe(429)
    expect(early.body.error?.code).toBe('OTP_COOLDOWN')
    expect(early.body.error?.message).toMatch(/^Please try again after (29|30) seconds$/)
    expect(Number(early.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(29)
    expect(mailbox.list(email)).toHaveLength(1)

    // 30 s later (moved in the database, not waited for): a new code, and the old one is dead.
    const first = codeIn(email)
    await admin.query("UPDATE wallet_login_codes SET issued_at = issued_at - interval '30 seconds' WHERE email = $1", [
      email,
    ])
    expect((await requestCode(host.client(), email)).status).toBe(200)
    expect(mailbox.list(email)).toHaveLength(2)
    const second = codeIn(email)
    if (second !== first) expect((await verify(host.client(), email, first)).status).toBe(401)
    expect((await verify(host.client(), email, second)).status).toBe(200)
  })

  it('cooldown under a race: parallel requests for one email mail one code', async () => {
    const email = freshEmail()
    // Five, the email's hourly limit: all five can pass the early cooldown check before any code is stored,
    // so each spends from that limit, and a sixth would be refused by the limit (RATE_LIMITED) or by the
    // cooldown depending on timing. The atomic store lets one code through and refuses the rest.
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestCode(host.client(), email)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 429, 429, 429, 429])
    for (const answer of answers.filter((each) => each.status === 429))
      expect(answer.body.error?.code).toBe('OTP_COOLDOWN')
    expect(mailbox.list(email)).toHaveLength(1)
    expect((await verify(host.client(), email, codeIn(email))).status).toBe(200)
  })

  it('refuses malformed input with the one error shape, naming the field', async () => {
    const client = host.client()
    const notEmail = await client.post('/api/email/request-code', { email: 'not an email' })
    expect([notEmail.status, notEmail.body]).toEqual([
      400,
      { error: { code: 'INVALID_REQUEST', message: 'email: must be an email address' } },
    ])
    const numeric = await client.post('/api/email/verify-code', { email: freshEmail(), code: 123456 })
    expect(numeric.body).toEqual({ error: { code: 'INVALID_REQUEST', message: 'code: must be a string' } })
    const extra = await client.post('/api/email/request-code', { email: freshEmail(), admin: true })
    expect(extra.status).toBe(400)
  })
})

describe('attacks on the session and the API', () => {
  it('a forged session cookie signs in no one', async () => {
    const email = freshEmail()
    const alice = host.client()
    await requestCode(alice, email)
    await verify(alice, email, codeIn(email))
    const seal = alice.cookie!.split('=')[1]!
    const flipped = seal.slice(0, 30) + (seal[30] === 'A' ? 'B' : 'A') + seal.slice(31)
    const forged = [
      'wallet_session=admin',
      `wallet_session=${flipped}`,
      // Sealed with another secret, naming a made-up session.
      `wallet_session=${await sealData({ sessionId: 'x'.repeat(43) }, { password: 'another-secret-'.padEnd(40, 'y') })}`,
      // Sealed with the host's own secret (a leaked secret without the database): no such session row.
      `wallet_session=${await sealData({ sessionId: 'x'.repeat(43) }, { password: TEST_SESSION_SECRET })}`,
    ]
    for (const cookie of forged) {
      const answer = await host.client().post('/api/session', {}, { cookie })
      expect([answer.status, answer.body]).toEqual([
        401,
        { error: { code: 'NOT_SIGNED_IN', message: 'Not signed in' } },
      ])
    }
    expect((await alice.post('/api/session', {})).status).toBe(200)
  })

  it('CSRF: a page of another origin, an allowed dapp included, cannot ask for codes or sign in, even with the cookie', async () => {
    const email = freshEmail()
    for (const origin of [TEST_DAPP_ORIGIN, 'https://evil.example', 'null']) {
      const crossSite = walletClient(host.base, origin)
      const asked = await crossSite.post('/api/email/request-code', { email })
      expect([asked.status, asked.body]).toEqual([
        403,
        { error: { code: 'ORIGIN_MISMATCH', message: 'Request origin is not allowed' } },
      ])
    }
    expect(mailbox.list(email)).toHaveLength(0)
    expect((await admin.query('SELECT 1 FROM wallet_login_codes WHERE email = $1', [email])).rows).toHaveLength(0)

    const alice = host.client()
    await requestCode(alice, email)
    await verify(alice, email, codeIn(email))
    const riding = walletClient(host.base, TEST_DAPP_ORIGIN)
    riding.cookie = alice.cookie
    expect((await riding.post('/api/sign-out', {})).status).toBe(403)
    expect((await alice.post('/api/session', {})).status).toBe(200)
  })

  it('an oversized body is refused unread, and sends nothing', async () => {
    const email = freshEmail()
    const big = await host.client().post('/api/email/request-code', { email, pad: 'x'.repeat(20_000) })
    expect([big.status, big.body.error?.code]).toEqual([413, 'BODY_TOO_LARGE'])
    expect(mailbox.list(email)).toHaveLength(0)
  })
})

describe('a backing service down', () => {
  beforeEach(async () => {
    await dbProxy.start().catch(() => undefined)
  })

  it('the database down: 503 with a clear JSON error, and it recovers', async () => {
    const email = freshEmail()
    const alice = host.client()
    await requestCode(alice, email)
    const code = codeIn(email)
    await dbProxy.stop()
    const down = await verify(alice, email, code)
    expect([down.status, down.body]).toEqual([
      503,
      {
        error: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'Service unavailable: the database cannot be reached. Please try again shortly',
        },
      },
    ])
    expect(down.response.headers.get('retry-after')).toBe('5')
    expect((await requestCode(host.client(), freshEmail())).body.error?.code).toBe('DATABASE_UNAVAILABLE')

    await dbProxy.start()
    // Nothing was lost: the same code still signs in (the failed attempt did not reach the database).
    const back = await verify(alice, email, code)
    expect([back.status, back.body]).toEqual([200, { user: { email } }])
  })

  it('the SMTP server down: 503 with a clear JSON error, no cooldown left behind, and it recovers', async () => {
    const email = freshEmail()
    await mailbox.close()
    try {
      const down = await requestCode(host.client(), email)
      expect([down.status, down.body]).toEqual([
        503,
        {
          error: {
            code: 'MAIL_UNAVAILABLE',
            message: 'Service unavailable: the mail server cannot be reached. Please try again shortly',
          },
        },
      ])
      expect((await admin.query('SELECT 1 FROM wallet_login_codes WHERE email = $1', [email])).rows).toHaveLength(0)
    } finally {
      mailbox = createDevMailbox()
      await mailbox.listen(SMTP_PORT)
    }
    const back = await requestCode(host.client(), email)
    expect(back.status).toBe(200)
    expect((await verify(host.client(), email, codeIn(email))).status).toBe(200)
  })
})
