import { expect } from 'vitest'
import * as sessionRoute from '@/app/auth/session/route'
import type { Db } from '@/lib/server/db/types'
import { TestBrowser } from './testBrowser'

export type ErrorBody = { error: { code: string; message: string } }

/** Row counts that a rejected sign-in must leave unchanged. */
export async function counts(db: Db) {
  const [row] = await db.query<{ sessions: number; users: number }>(
    'SELECT (SELECT count(*) FROM sessions)::int AS sessions, (SELECT count(*) FROM users)::int AS users',
  )
  return row!
}

export async function nonceExists(db: Db, nonce: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM nonces WHERE nonce = $1', [nonce])).length > 0
}

/** A JSON error with this status and code, not cacheable, and no cookie set. */
export async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody
  expect({ status: response.status, code: body.error.code }).toEqual({ status, code })
  expect(body.error.message).toEqual(expect.any(String))
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.getSetCookie()).toEqual([])
  return body
}

/**
 * The rejection contract of a sign-in: the status and code, no session and no user written, the nonce
 * gone, and the browser reading no session afterwards.
 */
export async function expectRejectedCleanly(
  db: Db,
  run: (browser: TestBrowser) => Promise<{ nonce: string; response: Response }>,
  status: number,
  code: string,
): Promise<ErrorBody> {
  const browser = new TestBrowser()
  const before = await counts(db)
  const { nonce, response } = await run(browser)
  const body = await expectError(response, status, code)
  expect(await counts(db)).toEqual(before)
  expect(await nonceExists(db, nonce)).toBe(false)
  const session = await browser.get(sessionRoute.GET, '/auth/session')
  expect(await session.json()).toEqual({ siwe: null })
  return body
}
