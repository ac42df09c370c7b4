import { beforeEach, describe, expect, it } from 'vitest'
import * as loginRoute from '@/app/auth/login/route'
import * as logoutRoute from '@/app/auth/logout/route'
import * as sessionRoute from '@/app/auth/session/route'
import { counts, expectError, nonceExists } from './helpers/assertions'
import { alice, useAuthRouteSuite } from './helpers/authRouteSuite'
import { DRIVERS } from './helpers/drivers'
import { fetchNonce, postSignedLogin, sign, siweMessage } from './helpers/siwe'
import { ORIGIN, TestBrowser } from './helpers/testBrowser'

/** What a browser's own fetch sends: a GET logout passes only with it (or the site's Origin). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

// The session cookie and the Origin check: tampered cookies, foreign origins, logout (sign-in itself:
// authRoutes.security.test.ts).
describe.each(DRIVERS)('auth routes, cookies and origin ($driver)', ({ open }) => {
  const suite = useAuthRouteSuite(open)
  const { attempt, expectRejectedCleanly } = suite

  describe('rejections leave nothing written', () => {
    beforeEach(async () => {
      // Each case starts from a known baseline; sessions of the happy paths do not matter here.
      await suite.fixture.db.query('DELETE FROM nonces')
    })

    it('refuses a tampered cookie at login (consuming the nonce) and reads it as no session', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          const nonce = await fetchNonce(browser)
          const sealed = browser.cookies.get('agentry_session')!
          browser.cookies.set('agentry_session', `${sealed.slice(0, -6)}AAAAAA`)
          const message = siweMessage(alice.address, nonce)
          return {
            nonce,
            response: (await postSignedLogin(browser, alice, message)).response,
          }
        },
        401,
        'NONCE_INVALID',
      )
    })

    it('reads a tampered session cookie as signed out, never a 500', async () => {
      const browser = new TestBrowser()
      await attempt(browser)
      const sealed = browser.cookies.get('agentry_session')!
      for (const tampered of [`${sealed.slice(0, 40)}x${sealed.slice(41)}`, 'garbage', `${sealed}*`, '']) {
        const response = await new TestBrowser().get(sessionRoute.GET, '/auth/session', {
          cookie: `agentry_session=${tampered}`,
        })
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ siwe: null })
      }
    })

    it('refuses a foreign Origin before anything else: the nonce stays unused', async () => {
      const browser = new TestBrowser()
      const nonce = await fetchNonce(browser)
      const message = siweMessage(alice.address, nonce)
      const signature = await sign(alice, message)
      const before = await counts(suite.fixture.db)
      for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'null']) {
        const response = await browser.postJson(loginRoute.POST, '/auth/login', { message, signature }, { origin })
        const body = await expectError(response, 403, 'ORIGIN_MISMATCH')
        expect(body.error.message).toBe('Request origin is not allowed')
      }
      const noOrigin = await browser.request(loginRoute.POST, '/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      await expectError(noOrigin, 403, 'ORIGIN_MISMATCH')
      expect(await counts(suite.fixture.db)).toEqual(before)
      expect(await nonceExists(suite.fixture.db, nonce)).toBe(true)
    })

    it('stops honouring every copy of the cookie after logout', async () => {
      const browser = new TestBrowser()
      await attempt(browser)
      const copy = browser.cookies.get('agentry_session')!
      const logout = await browser.get(logoutRoute.GET, '/auth/logout', SAME_ORIGIN)
      expect(logout.status).toBe(200)
      expect(await logout.json()).toEqual({ ok: true })
      expect(logout.headers.getSetCookie().find((c) => c.startsWith('agentry_session='))).toMatch(/Max-Age=0/i)
      expect(browser.cookies.has('agentry_session')).toBe(false)
      const replayed = await new TestBrowser().get(sessionRoute.GET, '/auth/session', {
        cookie: `agentry_session=${copy}`,
      })
      expect(await replayed.json()).toEqual({ siwe: null })
      const revoked = await suite.fixture.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NOT NULL AND address = $1',
        [alice.address],
      )
      expect(revoked[0]!.n).toBeGreaterThan(0)
    })

    it('logs out by POST with the site Origin, and refuses a foreign one', async () => {
      const browser = new TestBrowser()
      await attempt(browser)
      const foreign = await browser.request(logoutRoute.POST, '/auth/logout', {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      })
      await expectError(foreign, 403, 'ORIGIN_MISMATCH')
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toMatchObject({
        siwe: { address: alice.address },
      })
      const own = await browser.request(logoutRoute.POST, '/auth/logout', {
        method: 'POST',
        headers: { origin: ORIGIN },
      })
      expect(await own.json()).toEqual({ ok: true })
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toEqual({ siwe: null })
    })

    it('signs out by GET only for a same-origin request: not another site, a sibling subdomain, or a request marked by neither header', async () => {
      const browser = new TestBrowser()
      await attempt(browser)
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
        {},
      ]
      for (const headers of refused) {
        await expectError(await browser.get(logoutRoute.GET, '/auth/logout', headers), 403, 'ORIGIN_MISMATCH')
      }
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toMatchObject({
        siwe: { address: alice.address },
      })
      // The user typing the address (`none`) and the site's own fetch with its Origin still sign out.
      expect((await browser.get(logoutRoute.GET, '/auth/logout', { 'sec-fetch-site': 'none' })).status).toBe(200)
      await attempt(browser)
      expect((await browser.get(logoutRoute.GET, '/auth/logout', { origin: ORIGIN })).status).toBe(200)
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toEqual({ siwe: null })
    })

    it('logs out an anonymous browser without error', async () => {
      const response = await new TestBrowser().get(logoutRoute.GET, '/auth/logout', SAME_ORIGIN)
      expect(await response.json()).toEqual({ ok: true })
    })
  })
})
