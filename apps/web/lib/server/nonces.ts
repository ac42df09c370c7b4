import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Queryable } from './db/types'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric string from the OS CSPRNG. 24 characters of 62 symbols is about 143 bits.
 * Bytes >= 248 are rejected so every symbol is equally likely (248 = 4 * 62).
 *
 * @example
 * randomAlphanumeric(24) // 'f3Kq9...'
 */
export function randomAlphanumeric(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue
      out += ALPHANUMERIC[byte % 62]
      if (out.length === length) break
    }
  }
  return out
}

export const NONCE_LENGTH = 24

export type IssueNonceParameters = { browserId: string; ttlSeconds: number; now?: Date }

/**
 * Creates a nonce bound to one browser id and stores it with its expiry.
 *
 * @example
 * const nonce = await issueNonce(db, { browserId, ttlSeconds: 300 })
 */
export async function issueNonce(
  db: Queryable,
  { browserId, ttlSeconds, now = new Date() }: IssueNonceParameters,
): Promise<string> {
  const nonce = randomAlphanumeric(NONCE_LENGTH)
  await db.query('INSERT INTO nonces (nonce, browser_id, expires_at) VALUES ($1, $2, $3)', [
    nonce,
    browserId,
    new Date(now.getTime() + ttlSeconds * 1000),
  ])
  return nonce
}

/**
 * Deletes the nonce in one statement and reports whether it was live and bound to this browser.
 * The row is removed even when the binding or expiry check fails: a nonce presented from the wrong
 * browser has leaked with its signed message, so it must not stay usable (the statement is atomic, so
 * two concurrent logins with one nonce cannot both see it).
 *
 * @example
 * if (!(await consumeNonce(db, { nonce, browserId }))) throw new NonceInvalidError()
 */
export async function consumeNonce(
  db: Queryable,
  { nonce, browserId, now = new Date() }: { nonce: string; browserId: string; now?: Date },
): Promise<boolean> {
  const rows = await db.query<{ browser_id: string; expires_at: Date }>(
    'DELETE FROM nonces WHERE nonce = $1 RETURNING browser_id, expires_at',
    [nonce],
  )
  const row = rows[0]
  return row !== undefined && row.browser_id === browserId && new Date(row.expires_at).getTime() > now.getTime()
}

/**
 * Removes expired nonces and sessions that ended (expired) so the tables stay small.
 *
 * @example
 * await purgeExpired(db)
 */
export async function purgeExpired(db: Queryable, now: Date = new Date()): Promise<void> {
  await db.query('DELETE FROM nonces WHERE expires_at <= $1', [now])
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now])
}
