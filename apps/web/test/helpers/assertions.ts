import { expect } from 'vitest'
import type { Db } from '@/lib/server/db/types'

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
