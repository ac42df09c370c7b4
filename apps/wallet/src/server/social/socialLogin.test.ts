import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drivePopup, type DrivePopupOptions, type PopupEnd } from '../../test/drivePopup.js'
import { startTestHost, TEST_DAPP_ORIGIN, TEST_PUBLIC_URL, type TestHost } from '../../test/startTestHost.js'
import { startTestOidcProvider, type TestOidcProvider } from '../../test/startTestOidcProvider.js'
import { hashToken } from './socialFlows.js'

// Social login against a real OpenID provider (panva's oidc-provider) on 127.0.0.1 standing in for
// Google, with real PostgreSQL: the host's routes, the provider's endpoints and the redirects between them.
const UNUSED_SMTP_PORT = 46170
const CLOSED_PORT = 46171

let database: TestDatabase
let admin: pg.Client
let op: TestOidcProvider
let host: TestHost
let nextName = 0
const freshName = () => `user${++nextName}-${Date.now()}`

const popupOptions = (login: DrivePopupOptions['login'], onUrl?: DrivePopupOptions['onUrl']): DrivePopupOptions => ({
  host: { publicOrigin: TEST_PUBLIC_URL, base: host.base },
  dappOrigin: TEST_DAPP_ORIGIN,
  login,
  onUrl,
})

const begin = async (client = host.client(), provider = 'google') => {
  const answer = await client.post('/api/social/begin', { provider, returnTo: TEST_DAPP_ORIGIN })
  return { client, ...answer, uri: answer.body.uri as string, secret: answer.body.secret as string }
}
const stateOf = (uri: string) => new URL(uri).searchParams.get('state')!
const proofOf = (end: PopupEnd) => {
  if (end.kind !== 'returned' || !end.proof) throw new Error('the popup handed out no proof')
  return end.proof.proof
}
const counts = async () => {
  const { rows } = await admin.query(
    `SELECT (SELECT count(*) FROM wallet_users)::int AS users, (SELECT count(*) FROM wallet_sessions)::int AS sessions,
            (SELECT count(*) FROM wallet_social_identities)::int AS identities`,
  )
  return rows[0] as { users: number; sessions: number; identities: number }
}

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  op = await startTestOidcProvider({ redirectUris: [`${TEST_PUBLIC_URL}/social/callback`] })
  host = await startTestHost({
    SMTP_URL: `smtp://127.0.0.1:${UNUSED_SMTP_PORT}`,
    DATABASE_URL: database.url,
    WALLET_OIDC_ISSUER: op.issuer,
    WALLET_OIDC_CLIENT_ID: op.clientId,
    WALLET_OIDC_CLIENT_SECRET: op.clientSecret,
  })
})
afterAll(async () => {
  await host?.stop()
  await op?.stop()
  await admin?.end()
  await database?.drop()
})

describe('social login against a real OpenID provider', () => {
  it('signs in through the popup: PKCE, state and nonce kept server-side, the session only for the frame that began', async () => {
    const name = freshName()
    const started = await begin()
    expect(started.status).toBe(200)
    expect(started.uri).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/social/start\\?state=[\\w-]{40,}$`))
    expect(started.secret).toMatch(/^[\w-]{43}$/)

    // The start page sends the popup to the provider with S256 PKCE, the state and a nonce.
    const seen: URL[] = []
    const end = await drivePopup(
      started.uri,
      popupOptions({ name }, (url) => void seen.push(url)),
    )
    const authorization = seen.find((url) => url.origin === op.issuer && url.pathname === '/auth')!
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authorization.searchParams.get('state')).toBe(stateOf(started.uri))
    expect(authorization.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/)
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/social/callback`)
    // Neither the verifier nor the secret ever is in a URL.
    const { rows: flows } = await admin.query('SELECT * FROM wallet_social_flows WHERE id = $1', [
      hashToken(stateOf(started.uri)),
    ])
    expect(flows).toHaveLength(1)
    expect(seen.map(String).join(' ')).not.toContain(flows[0].code_verifier)
    expect(seen.map(String).join(' ')).not.toContain(started.secret)
    expect(flows[0].secret_hash).toBe(hashToken(started.secret))
    expect(JSON.stringify(flows[0])).not.toContain(started.secret)

    // The popup comes back to the dapp's origin, where the modal's poll finds it.
    // The host's page after the login hands a one-time proof to the opener's frames, then goes back.
    expect(end).toEqual({
      kind: 'returned',
      url: `${TEST_DAPP_ORIGIN}/#agentry-wallet-social=${stateOf(started.uri)}`,
      proof: { state: stateOf(started.uri), proof: expect.stringMatching(/^[\w-]{43}$/) },
    })
    const proof = proofOf(end)
    const { rows: settled } = await admin.query('SELECT proof_hash FROM wallet_social_flows WHERE id = $1', [
      hashToken(stateOf(started.uri)),
    ])
    expect(settled).toEqual([{ proof_hash: hashToken(proof) }])
    const completed = await started.client.post('/api/social/complete', {
      state: stateOf(started.uri),
      secret: started.secret,
      proof,
    })
    expect(completed.status).toBe(200)
    const user = completed.body.user as { email: string; accountId: string; social: unknown }
    expect(user).toEqual({
      email: `${name}@example.test`,
      accountId: expect.stringMatching(/^user:[0-9a-f-]{36}$/),
      social: { provider: 'google', userName: name, email: `${name}@example.test` },
    })
    const cookie = completed.response.headers.getSetCookie()[0]!
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned'])
      expect(cookie.split('; ')).toContain(attribute)
    expect((await started.client.post('/api/session', {})).body).toEqual({ user })
    const { rows: identities } = await admin.query(
      'SELECT issuer, subject, provider FROM wallet_social_identities WHERE subject = $1',
      [name],
    )
    expect(identities).toEqual([{ issuer: op.issuer, subject: name, provider: 'google' }])

    // The same account later is the same user (the same wallet); another account is another user.
    const again = await begin()
    const againEnd = await drivePopup(again.uri, popupOptions({ name }))
    const second = await again.client.post('/api/social/complete', {
      state: stateOf(again.uri),
      secret: again.secret,
      proof: proofOf(againEnd),
    })
    expect((second.body.user as { accountId: string }).accountId).toBe(user.accountId)
    const other = await begin()
    const otherEnd = await drivePopup(other.uri, popupOptions({ name: freshName() }))
    const third = await other.client.post('/api/social/complete', {
      state: stateOf(other.uri),
      secret: other.secret,
      proof: proofOf(otherEnd),
    })
    expect((third.body.user as { accountId: string }).accountId).not.toBe(user.accountId)
  })

  it('refuses a callback whose state it never issued, and writes nothing', async () => {
    const before = await counts()
    const response = await fetch(`${host.base}/social/callback?code=forged&state=${'a'.repeat(43)}`)
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('SOCIAL_LOGIN_INVALID')
    expect(page).toContain('This login link is not valid or was already used. Please start the login again')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await counts()).toEqual(before)
    // Junk state is refused the same way, never a 500.
    const junk = await fetch(`${host.base}/social/callback?state=%00%27;--&code=x`)
    expect(junk.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('takes each flow once: a replayed start, a replayed callback (its code again) and a second completion are refused', async () => {
    const started = await begin()
    let callback: URL | undefined
    const end = await drivePopup(
      started.uri,
      popupOptions({ name: freshName() }, (url) => {
        if (url.pathname === '/social/callback') callback = url
      }),
    )
    const first = await started.client.post('/api/social/complete', {
      state: stateOf(started.uri),
      secret: started.secret,
      proof: proofOf(end),
    })
    expect(first.status).toBe(200)
    const before = await counts()

    const replayedStart = await fetch(new URL(new URL(started.uri).pathname + new URL(started.uri).search, host.base), {
      redirect: 'manual',
    })
    expect(replayedStart.status).toBe(400)
    const replayedCallback = await fetch(new URL(callback!.pathname + callback!.search, host.base), {
      redirect: 'manual',
    })
    expect(replayedCallback.status).toBe(400)
    expect(await replayedCallback.text()).toContain('SOCIAL_LOGIN_INVALID')
    const again = await host
      .client()
      .post('/api/social/complete', { state: stateOf(started.uri), secret: started.secret, proof: proofOf(end) })
    expect([again.status, again.body.error?.code]).toEqual([400, 'SOCIAL_LOGIN_INVALID'])
    expect(again.response.headers.getSetCookie()).toEqual([])
    expect(await counts()).toEqual(before)
  })

  it('refuses an ID token whose nonce is not the flow’s, and writes no user', async () => {
    const name = freshName()
    const started = await begin()
    const before = await counts()
    // The provider signs the nonce it was sent; the host expects another: the ID token must be refused.
    const end = await drivePopup(
      started.uri,
      popupOptions({ name }, async (url) => {
        if (url.pathname === '/social/callback')
          await admin.query("UPDATE wallet_social_flows SET nonce = 'another-nonce' WHERE id = $1", [
            hashToken(stateOf(started.uri)),
          ])
      }),
    )
    expect(end.kind).toBe('returned')
    const completed = await started.client.post('/api/social/complete', {
      state: stateOf(started.uri),
      secret: started.secret,
    })
    expect([completed.status, completed.body.error]).toEqual([
      400,
      {
        code: 'SOCIAL_LOGIN_INVALID',
        message: 'The login could not be verified with the provider. Please start the login again',
      },
    ])
    expect(completed.response.headers.getSetCookie()).toEqual([])
    expect(await counts()).toEqual(before)
    expect((await admin.query('SELECT 1 FROM wallet_social_identities WHERE subject = $1', [name])).rows).toEqual([])
  })

  it('passes on the provider’s refusal (the user cancels) as a clear error, and writes nothing', async () => {
    const started = await begin()
    const before = await counts()
    const end = await drivePopup(started.uri, popupOptions({ name: freshName(), decision: 'deny' }))
    expect(end.kind).toBe('returned')
    const completed = await started.client.post('/api/social/complete', {
      state: stateOf(started.uri),
      secret: started.secret,
    })
    expect([completed.status, completed.body.error]).toEqual([
      401,
      { code: 'SOCIAL_LOGIN_DENIED', message: 'The login was cancelled or refused by the provider' },
    ])
    expect(await counts()).toEqual(before)
  })

  it('gives the outcome only to the frame holding the flow’s secret, and only after the callback', async () => {
    const started = await begin()
    const state = stateOf(started.uri)
    const early = await started.client.post('/api/social/complete', { state, secret: started.secret })
    expect([early.status, early.body.error?.code]).toEqual([409, 'SOCIAL_LOGIN_PENDING'])
    const end = await drivePopup(started.uri, popupOptions({ name: freshName() }))
    const thief = host.client()
    const stolen = await thief.post('/api/social/complete', { state, secret: 'x'.repeat(43), proof: proofOf(end) })
    expect([stolen.status, stolen.body.error]).toEqual([
      400,
      {
        code: 'SOCIAL_LOGIN_INVALID',
        message: 'This login was started in another window. Please start the login again',
      },
    ])
    expect(thief.cookie).toBeUndefined()
    // The rightful frame still completes.
    const completed = await started.client.post('/api/social/complete', {
      state,
      secret: started.secret,
      proof: proofOf(end),
    })
    expect(completed.status).toBe(200)
  })

  it('refuses the frame a login whose window its page did not open (a start link sent to someone else)', async () => {
    // The attacker begins a flow in their own frame and gets a victim to open its start link elsewhere:
    // the victim's window signs in, but the proof goes to the opener's frames, not the attacker's.
    const attacker = await begin()
    const state = stateOf(attacker.uri)
    const victimWindow = await drivePopup(attacker.uri, popupOptions({ name: freshName() }))
    expect(victimWindow.kind).toBe('returned')
    const before = await counts()
    const refused = {
      code: 'SOCIAL_LOGIN_INVALID',
      message: 'This login did not finish in the window this page opened. Please start the login again',
    }
    const withoutProof = await attacker.client.post('/api/social/complete', { state, secret: attacker.secret })
    expect([withoutProof.status, withoutProof.body.error]).toEqual([400, refused])
    const other = await begin()
    const otherEnd = await drivePopup(other.uri, popupOptions({ name: freshName() }))
    const withAnotherProof = await attacker.client.post('/api/social/complete', {
      state,
      secret: attacker.secret,
      proof: proofOf(otherEnd),
    })
    expect([withAnotherProof.status, withAnotherProof.body.error]).toEqual([400, refused])
    expect(attacker.client.cookie).toBeUndefined()
    expect((await counts()).sessions).toBe(before.sessions)
  })

  it('refuses an expired flow at the callback', async () => {
    const started = await begin()
    const end = await drivePopup(
      started.uri,
      popupOptions({ name: freshName() }, async (url) => {
        if (url.pathname === '/social/callback')
          await admin.query("UPDATE wallet_social_flows SET expires_at = now() - interval '1 second' WHERE id = $1", [
            hashToken(stateOf(started.uri)),
          ])
      }),
    )
    expect(end.kind).toBe('page')
    expect(end.kind === 'page' && end.status).toBe(400)
  })

  it('answers a provider that is not configured, a return origin off the list and bad bodies with clear errors', async () => {
    const github = await host.client().post('/api/social/begin', { provider: 'github', returnTo: TEST_DAPP_ORIGIN })
    expect([github.status, github.body.error]).toEqual([
      400,
      { code: 'SOCIAL_PROVIDER_NOT_CONFIGURED', message: 'Login with GitHub is not available on this wallet host' },
    ])
    const unknown = await host.client().post('/api/social/begin', { provider: 'myspace', returnTo: TEST_DAPP_ORIGIN })
    expect(unknown.body.error?.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED')
    const elsewhere = await host.client().post('/api/social/begin', {
      provider: 'google',
      returnTo: 'https://evil.example',
    })
    expect([elsewhere.status, elsewhere.body.error?.code]).toEqual([400, 'INVALID_REQUEST'])
    for (const body of [{}, { provider: 1 }, 'null', { state: 'x', secret: 'y' }]) {
      const answer = await host.client().post('/api/social/begin', body)
      expect(answer.status).toBe(400)
    }
    const complete = await host.client().post('/api/social/complete', { state: '../../', secret: 1 })
    expect([complete.status, complete.body.error?.code]).toEqual([400, 'INVALID_REQUEST'])
    // A dapp's page cannot begin a login on the host's API (CSRF).
    const csrf = await host
      .client()
      .post('/api/social/begin', { provider: 'google', returnTo: TEST_DAPP_ORIGIN }, { origin: TEST_DAPP_ORIGIN })
    expect([csrf.status, csrf.body.error?.code]).toEqual([403, 'ORIGIN_MISMATCH'])
  })

  it('answers 503 when the provider cannot be reached, and records no flow', async () => {
    const away = await startTestHost({
      SMTP_URL: `smtp://127.0.0.1:${UNUSED_SMTP_PORT}`,
      DATABASE_URL: database.url,
      WALLET_OIDC_ISSUER: `http://127.0.0.1:${CLOSED_PORT}`,
      WALLET_OIDC_CLIENT_ID: 'id',
      WALLET_OIDC_CLIENT_SECRET: 'secret',
    })
    try {
      const { rows: before } = await admin.query('SELECT count(*)::int AS n FROM wallet_social_flows')
      const answer = await away.client().post('/api/social/begin', { provider: 'google', returnTo: TEST_DAPP_ORIGIN })
      expect([answer.status, answer.body.error]).toEqual([
        503,
        {
          code: 'SOCIAL_PROVIDER_UNAVAILABLE',
          message: 'Service unavailable: Google cannot be reached. Please try again shortly',
        },
      ])
      expect(answer.response.headers.get('retry-after')).toBe('5')
      const { rows: after } = await admin.query('SELECT count(*)::int AS n FROM wallet_social_flows')
      expect(after).toEqual(before)
    } finally {
      await away.stop()
    }
  })
})
