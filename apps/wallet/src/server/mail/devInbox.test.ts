import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHost, type TestHost } from '../../test/startTestHost.js'
import { renderInboxPage } from './renderInboxPage.js'

// The development path of `npm run local`: the host runs its own SMTP server on 127.0.0.1 and shows
// what it received on its inbox page, with the embedded PGlite database.
const DEV_SMTP_PORT = 46130

let host: TestHost
beforeAll(async () => {
  host = await startTestHost({ WALLET_DEV_INBOX: '1', WALLET_DEV_SMTP_PORT: String(DEV_SMTP_PORT) })
  // PGlite's first opening (WASM start, initdb in memory) takes seconds, and far longer on a loaded machine.
  await host.db!.get()
}, 180_000)
afterAll(() => host?.stop())

describe('the development inbox', () => {
  it('receives the code mail on the local SMTP server and shows it on the inbox page', async () => {
    const email = `dev-${Date.now()}@example.org`
    const alice = host.client()
    expect((await alice.post('/api/email/request-code', { email })).status).toBe(200)

    const json = await fetch(`${host.base}/dev/inbox.json?to=${encodeURIComponent(email)}`)
    const { mails } = (await json.json()) as { mails: { subject: string; text: string; to: string[] }[] }
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toEqual([email])
    const code = /^(\d{6}) is your sign-in code for localhost:46101$/.exec(mails[0]!.subject)![1]!
    expect(mails[0]!.text).toContain(`Your sign-in code for localhost:46101 is ${code}.`)

    const page = await fetch(`${host.base}/dev/inbox`)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain(`${code} is your sign-in code`)
    expect(html).toContain(email)

    // The embedded database holds the code's hash; the code signs in.
    expect((await alice.post('/api/email/verify-code', { email, code })).body).toEqual({ user: { email } })
    expect((await alice.post('/api/session', {})).body).toEqual({ user: { email } })
  })

  it('escapes what a mail says (anyone on the machine can mail the local server)', () => {
    const html = renderInboxPage([
      {
        id: 1,
        receivedAt: '2026-01-01T00:00:00.000Z',
        from: 'x@example.org',
        to: ['y@example.org'],
        subject: '<script>alert(1)</script>',
        text: '<img src=x onerror=alert(1)>',
      },
    ])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('a host without a mail server', () => {
  it('has no inbox page, and its login routes say login is not configured', async () => {
    const bare = await startTestHost({ WALLET_SESSION_SECRET: '' })
    try {
      expect((await fetch(`${bare.base}/dev/inbox`)).status).toBe(404)
      const answer = await bare.client().post('/api/email/request-code', { email: 'alice@example.org' })
      expect([answer.status, answer.body]).toEqual([
        503,
        { error: { code: 'LOGIN_NOT_CONFIGURED', message: 'Email login is not configured on this host' } },
      ])
    } finally {
      await bare.stop()
    }
  })
})
