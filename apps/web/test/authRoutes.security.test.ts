import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import * as loginRoute from '@/app/auth/login/route'
import * as sessionRoute from '@/app/auth/session/route'
import { counts, expectError, nonceExists } from './helpers/assertions'
import { alice, useAuthRouteSuite } from './helpers/authRouteSuite'
import { DRIVERS } from './helpers/drivers'
import { ADMIN } from './helpers/serverFixture'
import { fetchNonce, postSignedLogin, sign, siweMessage } from './helpers/siwe'
import { TestBrowser } from './helpers/testBrowser'

const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
const admin = privateKeyToAccount(ADMIN.privateKey)

// Sign-in itself: the happy paths, and every way a message, its signature or its nonce is refused.
// Cookies, Origin and logout: authRoutes.cookies.test.ts.
describe.each(DRIVERS)('auth routes, security ($driver)', ({ open }) => {
  const suite = useAuthRouteSuite(open)
  const { attempt, expectRejectedCleanly } = suite

  describe('happy paths', () => {
    it('signs in, sets a hardened cookie and a one-time toast, and reads the session back', async () => {
      const browser = new TestBrowser()
      const { nonce, response } = await attempt(browser)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true, siwe: { address: alice.address, chainId: 1 }, isAdmin: false })
      expect(response.headers.get('cache-control')).toBe('no-store')

      const cookies = response.headers.getSetCookie()
      const session = cookies.find((cookie) => cookie.startsWith('agentry_session='))!
      expect(session).toMatch(/; HttpOnly/i)
      expect(session).toMatch(/; SameSite=Lax/i)
      expect(session).toMatch(/; Path=\//)
      expect(session).not.toMatch(/; Secure/i)
      const maxAge = Number(/Max-Age=(\d+)/i.exec(session)![1])
      expect(maxAge).toBeGreaterThan(0)
      expect(maxAge).toBeLessThanOrEqual(suite.fixture.config.sessionMaxAgeSeconds)
      const flash = cookies.find((cookie) => cookie.startsWith('agentry_flash='))!
      expect(flash).not.toMatch(/HttpOnly/i)
      expect(JSON.parse(decodeURIComponent(flash.split(';')[0]!.slice('agentry_flash='.length)))).toEqual({
        type: 'success',
        message: 'Signed in',
      })

      expect(await nonceExists(suite.fixture.db, nonce)).toBe(false)
      const read = await browser.get(sessionRoute.GET, '/auth/session')
      expect(read.status).toBe(200)
      expect(await read.json()).toEqual({ siwe: { address: alice.address, chainId: 1 }, isAdmin: false })
    })

    it('reports admins from the configured list', async () => {
      const browser = new TestBrowser()
      const { response } = await attempt(browser, {}, { signer: admin, address: admin.address })
      expect(await response.json()).toEqual({ ok: true, siwe: { address: admin.address, chainId: 1 }, isAdmin: true })
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toEqual({
        siwe: { address: admin.address, chainId: 1 },
        isAdmin: true,
      })
    })

    it('signs in a wallet that writes its address in lower case, reporting it checksummed', async () => {
      const browser = new TestBrowser()
      const nonce = await fetchNonce(browser)
      const message = siweMessage(alice.address, nonce).replace(alice.address, alice.address.toLowerCase())
      expect(message).toContain(alice.address.toLowerCase())
      const response = (await postSignedLogin(browser, alice, message)).response
      expect(await response.json()).toEqual({ ok: true, siwe: { address: alice.address, chainId: 1 }, isAdmin: false })
    })

    it('signs in on the local chain 1337 when it is allowed', async () => {
      const browser = new TestBrowser()
      const { response } = await attempt(browser, { chainId: 1337 })
      expect(await response.json()).toEqual({
        ok: true,
        siwe: { address: alice.address, chainId: 1337 },
        isAdmin: false,
      })
    })

    it('gives a new session id on every sign-in and revokes the one the browser held', async () => {
      const browser = new TestBrowser()
      await attempt(browser)
      const first = browser.cookies.get('agentry_session')!
      const stolenCopy = new TestBrowser()
      stolenCopy.cookies.set('agentry_session', first)
      await attempt(browser, { chainId: 5777 })
      expect(browser.cookies.get('agentry_session')).not.toBe(first)
      expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toMatchObject({
        siwe: { chainId: 5777 },
      })
      expect(await (await stolenCopy.get(sessionRoute.GET, '/auth/session')).json()).toEqual({ siwe: null })
    })

    it('answers anonymous session reads with siwe null and no cookie', async () => {
      const response = await new TestBrowser().get(sessionRoute.GET, '/auth/session')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.getSetCookie()).toEqual([])
      expect(await response.json()).toEqual({ siwe: null })
    })
  })

  describe('rejections leave nothing written', () => {
    beforeEach(async () => {
      // Each case starts from a known baseline; sessions of the happy paths do not matter here.
      await suite.fixture.db.query('DELETE FROM nonces')
    })

    it('refuses a replay of the same message and signature', async () => {
      const browser = new TestBrowser()
      const { message, signature, response } = await attempt(browser)
      expect(response.status).toBe(200)
      const before = await counts(suite.fixture.db)
      const replay = await browser.postJson(loginRoute.POST, '/auth/login', { message, signature })
      await expectError(replay, 401, 'NONCE_INVALID')
      expect(await counts(suite.fixture.db)).toEqual(before)
      const fromElsewhere = await new TestBrowser().postJson(loginRoute.POST, '/auth/login', { message, signature })
      await expectError(fromElsewhere, 401, 'NONCE_INVALID')
      expect(await counts(suite.fixture.db)).toEqual(before)
    })

    it('refuses a wrong domain', async () => {
      const body = await expectRejectedCleanly((b) => attempt(b, { domain: 'evil.example' }), 401, 'DOMAIN_MISMATCH')
      expect(body.error.message).toBe('Failed to verify message: the domain is not this site')
    })

    it('refuses the right host on another port', async () => {
      await expectRejectedCleanly((b) => attempt(b, { domain: '127.0.0.1:3001' }), 401, 'DOMAIN_MISMATCH')
    })

    it('refuses a wrong uri', async () => {
      const body = await expectRejectedCleanly(
        (b) => attempt(b, { uri: 'https://evil.example/login' }),
        401,
        'URI_MISMATCH',
      )
      expect(body.error.message).toBe('Failed to verify message: the URI is not on this site')
    })

    it('refuses a chain that is not on the sign-in list', async () => {
      const body = await expectRejectedCleanly((b) => attempt(b, { chainId: 10 }), 401, 'CHAIN_NOT_ALLOWED')
      expect(body.error.message).toBe('Failed to verify message: chain 10 is not allowed for sign-in')
    })

    it('refuses an expired message', async () => {
      const body = await expectRejectedCleanly(
        (b) => attempt(b, { issuedAt: new Date(Date.now() - 60_000), expirationTime: new Date(Date.now() - 1000) }),
        401,
        'EXPIRED',
      )
      expect(body.error.message).toBe('Failed to verify message: the message has expired')
    })

    it('refuses a message that is not valid yet', async () => {
      await expectRejectedCleanly(
        (b) => attempt(b, { notBefore: new Date(Date.now() + 10 * 60_000) }),
        401,
        'NOT_YET_VALID',
      )
    })

    it('refuses a stale issuedAt', async () => {
      await expectRejectedCleanly(
        (b) => attempt(b, { issuedAt: new Date(Date.now() - 10 * 60_000) }),
        401,
        'STALE_ISSUED_AT',
      )
    })

    it('refuses an issuedAt in the future beyond the clock skew', async () => {
      await expectRejectedCleanly(
        (b) => attempt(b, { issuedAt: new Date(Date.now() + 5 * 60_000) }),
        401,
        'STALE_ISSUED_AT',
      )
    })

    it('refuses a malformed signature (checked on chain 1337 through the RPC too)', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          const nonce = await fetchNonce(browser)
          const message = siweMessage(alice.address, nonce, { chainId: 1337 })
          const response = await browser.postJson(loginRoute.POST, '/auth/login', {
            message,
            signature: `0x${'ab'.repeat(65)}`,
          })
          return { nonce, response }
        },
        401,
        'BAD_SIGNATURE',
      )
    })

    it('refuses a signature by another address', async () => {
      const body = await expectRejectedCleanly(
        (b) => attempt(b, { chainId: 1337 }, { signer: bob, address: alice.address }),
        401,
        'BAD_SIGNATURE',
      )
      expect(body.error.message).toBe('Failed to verify message: the signature does not match the address')
    })

    it('refuses a signature of a different text than the one posted', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          const nonce = await fetchNonce(browser)
          const message = siweMessage(alice.address, nonce)
          const signature = await sign(alice, message.replace('Please sign', 'Please  sign'))
          return { nonce, response: await browser.postJson(loginRoute.POST, '/auth/login', { message, signature }) }
        },
        401,
        'BAD_SIGNATURE',
      )
    })

    it('refuses a nonce issued to another browser, and burns it', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          const nonce = await fetchNonce(new TestBrowser())
          const message = siweMessage(alice.address, nonce)
          await fetchNonce(browser)
          return {
            nonce,
            response: (await postSignedLogin(browser, alice, message)).response,
          }
        },
        401,
        'NONCE_INVALID',
      )
    })

    it('refuses a nonce the server never issued', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          await fetchNonce(browser)
          const nonce = 'madeUpNonce12345678'
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

    it('refuses a login without the cookie that the nonce was bound to', async () => {
      await expectRejectedCleanly(
        async (browser) => {
          const nonce = await fetchNonce(browser)
          browser.cookies.clear()
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
  })
})
