import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTcpProxy } from '../../test/tcpProxy.js'
import { createSoftAuthenticator } from '../../test/softAuthenticator.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL, type TestHost } from '../../test/startTestHost.js'
import type { WalletClient } from '../../test/walletClient.js'

// The passkey routes on the real host (PostgreSQL, an SMTP server for the email login that comes first),
// answered by a software authenticator. Each refusal is checked for what it left behind: no passkey row,
// no session row, no cookie.
const SMTP_PORT = 46185
const DB_PROXY_PORT = 46186

let database: TestDatabase
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let next = 0
const freshEmail = () => `passkey${++next}-${Date.now()}@example.org`

async function signIn(email: string, on: TestHost = host): Promise<WalletClient> {
  const client = on.client()
  expect((await client.post('/api/email/request-code', { email })).status).toBe(200)
  const code = /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.subject)![1]!
  expect((await client.post('/api/email/verify-code', { email, code })).status).toBe(200)
  return client
}

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string }
const options = async (client: WalletClient, purpose: 'register' | 'login') => {
  const { status, body } = await client.post(`/api/passkey/${purpose}/options`, {})
  expect(status).toBe(200)
  return body.options as Options
}

const count = async (sql: string, email: string) => Number((await admin.query(sql, [email])).rows[0].count as string)
const passkeysOf = (email: string) =>
  count('SELECT count(*) FROM wallet_passkeys p JOIN wallet_users u ON u.id = p.user_id WHERE u.email = $1', email)
const sessionsOf = (email: string) =>
  count('SELECT count(*) FROM wallet_sessions s JOIN wallet_users u ON u.id = s.user_id WHERE u.email = $1', email)

/** An email user with one passkey in `authenticator`. */
async function withPasskey(email: string) {
  const client = await signIn(email)
  const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
  const registered = await client.post('/api/passkey/register/verify', {
    response: authenticator.register(await options(client, 'register')),
  })
  expect(registered.status).toBe(200)
  return { client, authenticator }
}

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: database.url })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await admin?.end()
  await database?.drop()
})

describe('passkey registration and login', () => {
  it('adds a passkey after an email login; the passkey alone then opens a session for the same user', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const registerOptions = await options(client, 'register')
    expect(registerOptions.rp.id).toBe('localhost')
    expect(registerOptions).toMatchObject({
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    const response = authenticator.register(registerOptions)
    const registered = await client.post('/api/passkey/register/verify', { response })
    expect(registered).toMatchObject({ status: 200, body: { passkey: { id: response.id } } })
    expect(await passkeysOf(email)).toBe(1)

    // A returning user: no cookie, no email; a discoverable credential names the account.
    const returning = host.client()
    const loginOptions = await options(returning, 'login')
    expect(loginOptions).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
    expect(loginOptions).not.toHaveProperty('allowCredentials.0')
    const loggedIn = await returning.post('/api/passkey/login/verify', { response: authenticator.login(loginOptions) })
    expect(loggedIn).toMatchObject({ status: 200, body: { user: { email } } })
    expect(returning.cookie).toBeDefined()
    expect((await returning.post('/api/session', {})).body).toEqual({ user: { email } })
    const { rows } = await admin.query('SELECT counter, last_used_at FROM wallet_passkeys WHERE credential_id = $1', [
      response.id,
    ])
    expect(rows[0]).toMatchObject({ counter: '1' })
    expect(rows[0].last_used_at).not.toBeNull()

    // The same authenticator is not registered twice for the account.
    expect((await options(client, 'register')) as unknown).toMatchObject({ excludeCredentials: [{ id: response.id }] })
  })

  it('registration needs a signed-in user', async () => {
    const anonymous = host.client()
    expect((await anonymous.post('/api/passkey/register/options', {})).body.error?.code).toBe('NOT_SIGNED_IN')
    const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    const forged = authenticator.register({ challenge: 'A'.repeat(43), rp: { id: 'localhost' }, user: { id: 'AAAA' } })
    expect(await anonymous.post('/api/passkey/register/verify', { response: forged })).toMatchObject({
      status: 401,
      body: { error: { code: 'NOT_SIGNED_IN' } },
    })
  })
})

describe('refused passkey responses write nothing', () => {
  const challengeInvalid = {
    status: 400,
    body: {
      error: {
        code: 'PASSKEY_CHALLENGE_INVALID',
        message: 'This passkey request has expired or was already used. Please try again',
      },
    },
  }
  const verificationFailed = {
    status: 400,
    body: { error: { code: 'PASSKEY_VERIFICATION_FAILED', message: 'The passkey could not be verified' } },
  }

  it('a registration with a challenge the host never issued', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const real = await options(client, 'register')
    const response = createSoftAuthenticator({ origin: TEST_PUBLIC_URL }).register(real, { challenge: 'B'.repeat(43) })
    expect(await client.post('/api/passkey/register/verify', { response })).toMatchObject(challengeInvalid)
    expect(await passkeysOf(email)).toBe(0)
  })

  it('a replayed registration', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const response = createSoftAuthenticator({ origin: TEST_PUBLIC_URL }).register(await options(client, 'register'))
    expect((await client.post('/api/passkey/register/verify', { response })).status).toBe(200)
    await admin.query('DELETE FROM wallet_passkeys WHERE credential_id = $1', [response.id])
    expect(await client.post('/api/passkey/register/verify', { response })).toMatchObject(challengeInvalid)
    expect(await passkeysOf(email)).toBe(0)
  })

  it('an expired challenge', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const registerOptions = await options(client, 'register')
    await admin.query(
      "UPDATE wallet_passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1",
      [registerOptions.challenge],
    )
    const response = createSoftAuthenticator({ origin: TEST_PUBLIC_URL }).register(registerOptions)
    expect(await client.post('/api/passkey/register/verify', { response })).toMatchObject(challengeInvalid)
    expect(await passkeysOf(email)).toBe(0)
  })

  it("another user's registration challenge, and a login challenge used to register", async () => {
    const [alice, bob] = [freshEmail(), freshEmail()]
    const aliceClient = await signIn(alice)
    const bobClient = await signIn(bob)
    const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    const bobsChallenge = authenticator.register(await options(bobClient, 'register'))
    expect(await aliceClient.post('/api/passkey/register/verify', { response: bobsChallenge })).toMatchObject(
      challengeInvalid,
    )
    const login = await options(aliceClient, 'login')
    const asRegistration = authenticator.register({
      challenge: login.challenge,
      rp: { id: 'localhost' },
      user: { id: 'AAAA' },
    })
    expect(await aliceClient.post('/api/passkey/register/verify', { response: asRegistration })).toMatchObject(
      challengeInvalid,
    )
    expect([await passkeysOf(alice), await passkeysOf(bob)]).toEqual([0, 0])
  })

  it('a registration from another origin or for another relying party', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    const phished = authenticator.register(await options(client, 'register'), { origin: 'http://localhost:46199' })
    expect(await client.post('/api/passkey/register/verify', { response: phished })).toMatchObject(verificationFailed)
    const dapp = authenticator.register(await options(client, 'register'), { origin: TEST_DAPP_ORIGIN })
    expect(await client.post('/api/passkey/register/verify', { response: dapp })).toMatchObject(verificationFailed)
    const otherRp = authenticator.register(await options(client, 'register'), { rpId: 'evil.example' })
    expect(await client.post('/api/passkey/register/verify', { response: otherRp })).toMatchObject(verificationFailed)
    expect(await passkeysOf(email)).toBe(0)
  })

  it('a ceremony in the frame on a site that is not on the allow list', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    const framed = authenticator.register(await options(client, 'register'), { topOrigin: 'http://localhost:46198' })
    expect(await client.post('/api/passkey/register/verify', { response: framed })).toMatchObject(verificationFailed)
    expect(await passkeysOf(email)).toBe(0)
    // In the frame on an allowed site it works, registration and login alike.
    const allowed = authenticator.register(await options(client, 'register'), { topOrigin: TEST_DAPP_ORIGIN })
    expect((await client.post('/api/passkey/register/verify', { response: allowed })).status).toBe(200)
    const before = await sessionsOf(email)
    const elsewhere = host.client()
    const assertion = authenticator.login(await options(elsewhere, 'login'), { topOrigin: 'http://localhost:46198' })
    expect(await elsewhere.post('/api/passkey/login/verify', { response: assertion })).toMatchObject(verificationFailed)
    expect(elsewhere.cookie).toBeUndefined()
    expect(await sessionsOf(email)).toBe(before)
    const onDapp = host.client()
    const good = authenticator.login(await options(onDapp, 'login'), { topOrigin: TEST_DAPP_ORIGIN })
    expect(await onDapp.post('/api/passkey/login/verify', { response: good })).toMatchObject({
      status: 200,
      body: { user: { email } },
    })
  })

  it('a login with an unknown credential', async () => {
    const email = freshEmail()
    await withPasskey(email)
    const stranger = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
    stranger.register({ challenge: 'C'.repeat(43), rp: { id: 'localhost' }, user: { id: 'AAAA' } })
    const client = host.client()
    const before = await sessionsOf(email)
    expect(
      await client.post('/api/passkey/login/verify', { response: stranger.login(await options(client, 'login')) }),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'PASSKEY_UNKNOWN', message: 'This passkey is not registered with this wallet' } },
    })
    expect(client.cookie).toBeUndefined()
    expect(await sessionsOf(email)).toBe(before)
  })

  it('a replayed login, a login from another origin, a forged signature, a made-up challenge', async () => {
    const email = freshEmail()
    const { authenticator } = await withPasskey(email)
    const first = host.client()
    const assertion = authenticator.login(await options(first, 'login'))
    expect((await first.post('/api/passkey/login/verify', { response: assertion })).status).toBe(200)
    const before = await sessionsOf(email)

    const replay = host.client()
    expect(await replay.post('/api/passkey/login/verify', { response: assertion })).toMatchObject(challengeInvalid)

    const phished = host.client()
    const fromDapp = authenticator.login(await options(phished, 'login'), { origin: TEST_DAPP_ORIGIN })
    expect(await phished.post('/api/passkey/login/verify', { response: fromDapp })).toMatchObject(verificationFailed)

    const forger = host.client()
    const signed = authenticator.login(await options(forger, 'login'))
    const signature = Buffer.from(signed.response.signature, 'base64url')
    signature[signature.length - 1]! ^= 1
    const forged = { ...signed, response: { ...signed.response, signature: signature.toString('base64url') } }
    expect(await forger.post('/api/passkey/login/verify', { response: forged })).toMatchObject(verificationFailed)

    const guesser = host.client()
    const madeUp = authenticator.login({ challenge: 'D'.repeat(43), rpId: 'localhost' })
    expect(await guesser.post('/api/passkey/login/verify', { response: madeUp })).toMatchObject(challengeInvalid)

    for (const client of [replay, phished, forger, guesser]) expect(client.cookie).toBeUndefined()
    expect(await sessionsOf(email)).toBe(before)
  })

  it('bodies that are not a credential, and a call from a dapp (CSRF)', async () => {
    const client = host.client()
    expect((await client.post('/api/passkey/login/verify', { response: { id: 'x' } })).body.error?.code).toBe(
      'INVALID_REQUEST',
    )
    const junk = {
      id: 'x',
      rawId: 'x',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: '', signature: '' },
    }
    expect(await client.post('/api/passkey/login/verify', { response: junk })).toMatchObject(verificationFailed)
    expect((await client.post('/api/passkey/login/options', { extra: 1 })).body.error?.code).toBe('INVALID_REQUEST')
    expect((await client.post('/api/passkey/login/options', {}, { origin: TEST_DAPP_ORIGIN })).body.error?.code).toBe(
      'ORIGIN_MISMATCH',
    )
  })
})

describe('passkey limits', () => {
  it('counts registration options per user, as the email login counts codes per email', async () => {
    const limited = await startTestHost({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      DATABASE_URL: database.url,
      WALLET_CODES_PER_EMAIL_PER_HOUR: '2',
    })
    try {
      const alice = await signIn(freshEmail(), limited)
      for (let i = 0; i < 2; i++) expect((await alice.post('/api/passkey/register/options', {})).status).toBe(200)
      expect((await alice.post('/api/passkey/register/options', {})).body.error?.code).toBe('RATE_LIMITED')
      // Another user from the same address is not held up by Alice's limit.
      const bob = await signIn(freshEmail(), limited)
      expect((await bob.post('/api/passkey/register/options', {})).status).toBe(200)
    } finally {
      await limited.stop()
    }
  })

  it('counts options and checks per client address, as the email login does', async () => {
    const limited = await startTestHost({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      DATABASE_URL: database.url,
      WALLET_CODES_PER_ADDRESS_PER_HOUR: '2',
      WALLET_VERIFIES_PER_ADDRESS_PER_HOUR: '2',
    })
    try {
      const client = limited.client()
      for (let i = 0; i < 2; i++) expect((await client.post('/api/passkey/login/options', {})).status).toBe(200)
      const third = await client.post('/api/passkey/login/options', {})
      expect(third.status).toBe(429)
      expect(third.body.error).toMatchObject({ code: 'RATE_LIMITED' })
      expect(third.body.error?.message).toMatch(/^Please try again after \d+ seconds$/)
      expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(0)
      const authenticator = createSoftAuthenticator({ origin: TEST_PUBLIC_URL })
      authenticator.register({ challenge: 'E'.repeat(43), rp: { id: 'localhost' }, user: { id: 'AAAA' } })
      const assertion = authenticator.login({ challenge: 'F'.repeat(43), rpId: 'localhost' })
      for (let i = 0; i < 2; i++)
        expect((await client.post('/api/passkey/login/verify', { response: assertion })).status).toBe(400)
      expect((await client.post('/api/passkey/login/verify', { response: assertion })).body.error?.code).toBe(
        'RATE_LIMITED',
      )
    } finally {
      await limited.stop()
    }
  })
})

describe('the database down', () => {
  it('answers 503 in the one shape, spends no challenge, and the same response registers once it is back', async () => {
    const proxy = await startTcpProxy({ port: DB_PROXY_PORT, target: { host: '127.0.0.1', port: 5432 } })
    const url = new URL(database.url)
    url.port = String(DB_PROXY_PORT)
    const proxied = await startTestHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: url.toString() })
    try {
      const email = freshEmail()
      const client = await signIn(email, proxied)
      const response = createSoftAuthenticator({ origin: TEST_PUBLIC_URL }).register(await options(client, 'register'))
      await proxy.stop()
      const down = await client.post('/api/passkey/register/verify', { response })
      expect([down.status, down.body.error?.code]).toEqual([503, 'DATABASE_UNAVAILABLE'])
      expect((await proxied.client().post('/api/passkey/login/options', {})).body.error?.code).toBe(
        'DATABASE_UNAVAILABLE',
      )
      await proxy.start()
      expect((await client.post('/api/passkey/register/verify', { response })).status).toBe(200)
      expect(await passkeysOf(email)).toBe(1)
    } finally {
      await proxied.stop()
      await proxy.stop().catch(() => undefined)
    }
  })
})
