import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTestHost, type TestHost } from '../../test/startTestHost.js'
import type { WalletClient } from '../../test/walletClient.js'

// The export's freshness check on the real host (PostgreSQL, SMTP for the codes): a login within 5 minutes
// passes, an older one (its session row aged by the database's own clock) is refused, as is no session.
const SMTP_PORT = 46163

let database: TestDatabase
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let next = 0

async function signIn(): Promise<{ client: WalletClient; email: string }> {
  const email = `export${++next}-${Date.now()}@example.org`
  const client = host.client()
  expect((await client.post('/api/email/request-code', { email })).status).toBe(200)
  const code = /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.subject)![1]!
  expect((await client.post('/api/email/verify-code', { email, code })).status).toBe(200)
  return { client, email }
}

/** Moves the user's sessions' login `seconds` into the past, as if it had happened then. */
const ageLogin = (email: string, seconds: number) =>
  admin.query(
    `UPDATE wallet_sessions SET created_at = created_at - make_interval(secs => $2)
     WHERE user_id = (SELECT id FROM wallet_users WHERE email = $1)`,
    [email, seconds],
  )

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    DATABASE_URL: database.url,
    WALLET_KEK: 'b2'.repeat(32),
  })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await admin?.end()
  await database?.drop()
})

describe('POST /api/keys/export-check', () => {
  it('passes a login of the last 5 minutes and refuses an older one with LOGIN_NOT_FRESH', async () => {
    const { client, email } = await signIn()
    const fresh = await client.post('/api/keys/export-check', {})
    expect(fresh.status).toBe(200)
    expect(fresh.body.fresh).toBe(true)
    const window = Date.parse(String(fresh.body.freshUntil)) - Date.parse(String(fresh.body.signedInAt))
    expect(window).toBe(300_000)

    await ageLogin(email, 240)
    expect((await client.post('/api/keys/export-check', {})).status).toBe(200)
    await ageLogin(email, 61)
    const stale = await client.post('/api/keys/export-check', {})
    expect(stale.status).toBe(403)
    expect(stale.body.error?.code).toBe('LOGIN_NOT_FRESH')
    expect(stale.body.error?.message).toMatch(/sign in again to export your wallet/)
    // The session itself still works for everything else.
    expect((await client.post('/api/session', {})).status).toBe(200)
  })

  it('refuses without a session, after sign-out, with a body, and from another origin', async () => {
    const anonymous = host.client()
    const none = await anonymous.post('/api/keys/export-check', {})
    expect([none.status, none.body.error?.code]).toEqual([401, 'NOT_SIGNED_IN'])

    const { client } = await signIn()
    expect((await client.post('/api/keys/export-check', { extra: 1 })).body.error?.code).toBe('INVALID_REQUEST')
    const csrf = await client.post('/api/keys/export-check', {}, { origin: 'http://127.0.0.1:3000' })
    expect([csrf.status, csrf.body.error?.code]).toEqual([403, 'ORIGIN_MISMATCH'])
    const cookie = client.cookie
    expect((await client.post('/api/sign-out', {})).status).toBe(200)
    client.cookie = cookie
    expect((await client.post('/api/keys/export-check', {})).body.error?.code).toBe('NOT_SIGNED_IN')
  })
})
