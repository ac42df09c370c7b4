import { describe, expect, it } from 'vitest'
import { parseConfig } from './config'
import { requestCookieJar } from './cookieJar'
import { clearSessionCookie, readSessionCookie, SESSION_COOKIE, writeSessionCookie } from './sessionCookie'

const SECRET = 'session-cookie-test-secret-0123456789abcdef'

async function roundTrip(config: ReturnType<typeof parseConfig>, data: { browserId?: string; sessionId?: string }) {
  const headers = new Headers()
  await writeSessionCookie(requestCookieJar(new Request('http://x/'), headers), config, data)
  const setCookie = headers.getSetCookie()[0]!
  const value = setCookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1)
  const read = await readSessionCookie(
    requestCookieJar(new Request('http://x/', { headers: { cookie: `${SESSION_COOKIE}=${value}` } }), new Headers()),
    config,
  )
  return { setCookie, read }
}

describe('session cookie', () => {
  const ids = { browserId: 'b'.repeat(43), sessionId: 's'.repeat(43) }

  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on a loopback http origin', async () => {
    const { setCookie, read } = await roundTrip(
      parseConfig({ SESSION_SECRET: SECRET, SESSION_MAX_AGE_SECONDS: '3600' }),
      ids,
    )
    expect(read).toEqual(ids)
    expect(setCookie).toMatch(/; Max-Age=3540; Path=\/; HttpOnly; SameSite=Lax$/i)
    expect(setCookie).not.toMatch(/Secure/i)
  })

  it('is Secure on an https origin', async () => {
    const { setCookie } = await roundTrip(
      parseConfig({ SESSION_SECRET: SECRET, PUBLIC_ORIGIN: 'https://agentry.example' }),
      ids,
    )
    expect(setCookie).toMatch(/; Secure/i)
  })

  it('cannot be read with another secret', async () => {
    const headers = new Headers()
    await writeSessionCookie(
      requestCookieJar(new Request('http://x/'), headers),
      parseConfig({ SESSION_SECRET: SECRET }),
      ids,
    )
    const value = headers
      .getSetCookie()[0]!
      .split(';')[0]!
      .slice(SESSION_COOKIE.length + 1)
    const other = parseConfig({ SESSION_SECRET: 'another-secret-of-sufficient-length-000000' })
    const jar = requestCookieJar(
      new Request('http://x/', { headers: { cookie: `${SESSION_COOKIE}=${value}` } }),
      new Headers(),
    )
    expect(await readSessionCookie(jar, other)).toEqual({})
  })

  it('is cleared with Max-Age=0', async () => {
    const headers = new Headers()
    await clearSessionCookie(
      requestCookieJar(new Request('http://x/'), headers),
      parseConfig({ SESSION_SECRET: SECRET }),
    )
    expect(headers.getSetCookie()[0]).toMatch(/^agentry_session=; Max-Age=0; Path=\//i)
  })
})
