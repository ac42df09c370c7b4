import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import * as loginRoute from '@/app/auth/login/route'
import { FLASH_COOKIE, parseFlash, readFlash } from '@/lib/server/flash'
import { getViewer, requireAdmin } from '@/lib/server/viewer'
import { DRIVERS } from './helpers/drivers'
import { ADMIN, startServerFixture, type ServerFixture } from './helpers/serverFixture'
import { fetchNonce, sign, siweMessage } from './helpers/siwe'
import { TestBrowser } from './helpers/testBrowser'

// The smallest stand-in for Next's request context: `cookies()` over whatever the current test puts here.
const requestCookies = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (requestCookies.has(name) ? { name, value: requestCookies.get(name)! } : undefined),
    getAll: () => [...requestCookies].map(([name, value]) => ({ name, value })),
    set: () => {
      throw new Error('cookies cannot be set while rendering')
    },
  }),
}))

const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }

describe('getViewer, requireAdmin and readFlash', () => {
  let fixture: ServerFixture
  beforeAll(async () => {
    fixture = await startServerFixture(DRIVERS[0].open)
  })
  afterAll(async () => {
    await fixture.stop()
  })
  beforeEach(() => requestCookies.clear())

  /** Signs in through the real route, then hands its cookies to the mocked request context. */
  async function signInAs(privateKey: `0x${string}`) {
    const account = privateKeyToAccount(privateKey)
    const browser = new TestBrowser()
    const message = siweMessage(account.address, await fetchNonce(browser))
    const response = await browser.postJson(loginRoute.POST, '/auth/login', {
      message,
      signature: await sign(account, message),
    })
    expect(response.status).toBe(200)
    for (const [name, value] of browser.cookies) requestCookies.set(name, decodeURIComponent(value))
    return account
  }

  it('is null and 404s for an anonymous request', async () => {
    expect(await getViewer()).toBeNull()
    await expect(requireAdmin()).rejects.toMatchObject(NOT_FOUND)
  })

  it('returns the signed-in user and 404s a non-admin', async () => {
    const account = await signInAs(ANVIL_ACCOUNTS[0].privateKey)
    expect(await getViewer()).toEqual({ address: account.address, chainId: 1, isAdmin: false })
    await expect(requireAdmin()).rejects.toMatchObject(NOT_FOUND)
  })

  it('lets an admin through and re-reads the role on every call', async () => {
    await signInAs(ADMIN.privateKey)
    expect(await requireAdmin()).toEqual({ address: ADMIN.address, chainId: 1, isAdmin: true })
    await fixture.db.query("UPDATE users SET role = 'user' WHERE address = $1", [ADMIN.address])
    try {
      expect(await getViewer()).toEqual({ address: ADMIN.address, chainId: 1, isAdmin: false })
      await expect(requireAdmin()).rejects.toMatchObject(NOT_FOUND)
    } finally {
      await fixture.db.query("UPDATE users SET role = 'admin' WHERE address = $1", [ADMIN.address])
    }
  })

  it('reads the toast set by sign-in once, and null for anything invalid', async () => {
    await signInAs(ANVIL_ACCOUNTS[1].privateKey)
    expect(await readFlash()).toEqual({ type: 'success', message: 'Signed in' })
    for (const value of [
      'not json',
      '{"type":"party","message":"x"}',
      '{"type":"info"}',
      '{"type":"info","message":""}',
      '[]',
    ]) {
      requestCookies.set(FLASH_COOKIE, value)
      expect(await readFlash()).toBeNull()
    }
    requestCookies.delete(FLASH_COOKIE)
    expect(await readFlash()).toBeNull()
  })
})

describe('parseFlash', () => {
  it('accepts the four toast types', () => {
    for (const type of ['error', 'success', 'info', 'warning'] as const) {
      expect(parseFlash(JSON.stringify({ type, message: 'Hi' }))).toEqual({ type, message: 'Hi' })
    }
  })
})

describe('setFlash', () => {
  it('sets a short-lived, script-readable JSON cookie on a NextResponse', async () => {
    const { NextResponse } = await import('next/server')
    const { setFlash } = await import('@/lib/server/flash')
    const response = NextResponse.json({ ok: true })
    setFlash(response, { type: 'warning', message: 'Heads up, "quoted"; semi' }, { secure: true })
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^agentry_flash=[^;]+; Path=\/; (Expires=[^;]+; )?Max-Age=60; Secure; SameSite=lax$/i)
    expect(cookie).not.toMatch(/HttpOnly/i)
    const value = decodeURIComponent(cookie!.split(';')[0]!.slice('agentry_flash='.length))
    expect(parseFlash(value)).toEqual({ type: 'warning', message: 'Heads up, "quoted"; semi' })
  })

  it('refuses to set an invalid toast', async () => {
    const { NextResponse } = await import('next/server')
    const { setFlash } = await import('@/lib/server/flash')
    expect(() => setFlash(NextResponse.json({}), { type: 'success', message: '' }, { secure: false })).toThrow()
  })
})
