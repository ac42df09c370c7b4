import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as loginRoute from '@/app/auth/login/route'
import * as nonceRoute from '@/app/auth/nonce/route'
import * as sessionRoute from '@/app/auth/session/route'
import { setDb } from '@/lib/server/db/getDb'
import type { Db } from '@/lib/server/db/types'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { privateKeyToAccount } from 'viem/accounts'
import { DRIVERS } from './helpers/drivers'
import { fetchNonce, sign, siweMessage } from './helpers/siwe'
import { startServerFixture, type ServerFixture } from './helpers/serverFixture'
import { TestBrowser } from './helpers/testBrowser'

describe('auth routes, behaviour', () => {
  let fixture: ServerFixture
  beforeAll(async () => {
    fixture = await startServerFixture(DRIVERS[0].open, {
      RATE_LIMIT_NONCE_PER_MIN: '3',
      RATE_LIMIT_LOGIN_PER_MIN: '2',
      TRUST_PROXY: '1',
    })
  })
  afterAll(async () => {
    await fixture.stop()
  })

  it('gives a browser an id cookie with its first nonce and keeps it afterwards', async () => {
    const browser = new TestBrowser()
    const first = await browser.get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.1' })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const { nonce } = (await first.json()) as { nonce: string }
    expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/)
    expect(first.headers.getSetCookie()).toHaveLength(1)
    expect(first.headers.getSetCookie()[0]).toMatch(/^agentry_session=Fe26\.2\*.*; HttpOnly; SameSite=Lax$/i)
    const second = await browser.get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.1' })
    expect(second.headers.getSetCookie()).toEqual([])
    expect(((await second.json()) as { nonce: string }).nonce).not.toBe(nonce)
    const rows = await fixture.db.query<{ browser_id: string }>('SELECT DISTINCT browser_id FROM nonces')
    expect(rows).toHaveLength(1)
  })

  it('answers 429 with Retry-After when a client asks for too many nonces', async () => {
    const browser = new TestBrowser()
    const ask = () => browser.get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.2' })
    // The first ask has no cookie yet and counts for its address; the browser's own bucket starts after it.
    for (let i = 0; i < 1 + 3; i++) expect((await ask()).status).toBe(200)
    const limited = await ask()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again after 20 seconds' },
    })
    // The limit is this browser's: another one at the same address still gets nonces.
    const other = new TestBrowser()
    expect((await other.get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200)
  })

  it('rate-limits login attempts per client, counting only those that reach the database', async () => {
    const account = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
    const from = { 'x-forwarded-for': '203.0.113.4' }
    const wellFormed = { message: siweMessage(account.address, 'abcdefgh12345678'), signature: `0x${'11'.repeat(65)}` }
    const attempt = (body: unknown) => new TestBrowser().postJson(loginRoute.POST, '/auth/login', body, from)
    for (let i = 0; i < 5; i++) expect((await attempt('{}')).status).toBe(400)
    expect((await attempt(wellFormed)).status).toBe(401)
    expect((await attempt(wellFormed)).status).toBe(401)
    expect((await attempt(wellFormed)).status).toBe(429)
  })

  it('turns an unexpected failure into a generic 500 without leaking details', async () => {
    const broken: Db = {
      driver: 'pglite',
      query: () => Promise.reject(new Error('connection refused: secret-host:5432')),
      transaction: () => Promise.reject(new Error('unreachable')),
      close: () => Promise.resolve(),
    }
    setDb(broken)
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const response = await new TestBrowser().get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.5' })
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } })
      expect(response.headers.getSetCookie()).toEqual([])
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
      setDb(fixture.db)
    }
  })

  it('does not touch the database for anonymous session reads', async () => {
    const untouchable: Db = {
      driver: 'pglite',
      query: () => Promise.reject(new Error('anonymous read hit the database')),
      transaction: () => Promise.reject(new Error('anonymous read hit the database')),
      close: () => Promise.resolve(),
    }
    setDb(untouchable)
    try {
      const response = await new TestBrowser().get(sessionRoute.GET, '/auth/session')
      expect(await response.json()).toEqual({ siwe: null })
      const withBrowserIdOnly = new TestBrowser()
      setDb(fixture.db)
      await withBrowserIdOnly.get(nonceRoute.GET, '/auth/nonce', { 'x-forwarded-for': '203.0.113.6' })
      setDb(untouchable)
      expect(await (await withBrowserIdOnly.get(sessionRoute.GET, '/auth/session')).json()).toEqual({ siwe: null })
    } finally {
      setDb(fixture.db)
    }
  })

  it('writes neither user nor session when the session insert fails (one transaction)', async () => {
    const real = fixture.db
    const failing: Db = {
      ...real,
      query: (sql, params) => real.query(sql, params),
      transaction: (fn) =>
        real.transaction((tx) =>
          fn({
            query: (sql, params) =>
              sql.startsWith('INSERT INTO sessions') ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
          }),
        ),
    }
    const account = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
    const browser = new TestBrowser()
    const nonce = await fetchNonce(browser)
    const message = siweMessage(account.address, nonce)
    const signature = await sign(account, message)
    setDb(failing)
    const original = console.error
    console.error = () => undefined
    try {
      const response = await browser.postJson(
        loginRoute.POST,
        '/auth/login',
        { message, signature },
        { 'x-forwarded-for': '203.0.113.7' },
      )
      expect(response.status).toBe(500)
      expect(response.headers.getSetCookie()).toEqual([])
    } finally {
      console.error = original
      setDb(real)
    }
    expect(await real.query('SELECT 1 FROM users WHERE address = $1', [account.address])).toEqual([])
    expect(await real.query('SELECT 1 FROM sessions WHERE address = $1', [account.address])).toEqual([])
    expect(await real.query('SELECT 1 FROM nonces WHERE nonce = $1', [nonce])).toEqual([])
  })
})
