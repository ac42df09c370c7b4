import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/types.js'

/** The signed-in user a live session names: an email login's address, or a social account (email null). */
export type SessionUser = {
  userId: string
  email: string | null
  /** The social account the user signed in with, when it was a social login. */
  social?: { provider: string; userName: string | null; email: string | null }
}

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex')

/**
 * Finds or creates the user of `email` and opens a session for them; returns the raw session id (only
 * its SHA-256 is stored, so reading the table yields no usable cookie).
 *
 * @example
 * const sessionId = await createSession(db, { email: 'alice@example.org', maxAgeSeconds: 604800 })
 */
export async function createSession(
  db: Queryable,
  { email, maxAgeSeconds, now = new Date() }: { email: string; maxAgeSeconds: number; now?: Date },
): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO wallet_users (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [email],
  )
  return openSession(db, { userId: user!.id, maxAgeSeconds, now })
}

/**
 * Opens a session for an existing user (a social login's); returns the raw session id, as
 * {@link createSession} does.
 *
 * @example
 * const sessionId = await openSession(db, { userId, maxAgeSeconds: 604800 })
 */
export async function openSession(
  db: Queryable,
  { userId, maxAgeSeconds, now = new Date() }: { userId: string; maxAgeSeconds: number; now?: Date },
): Promise<string> {
  // Sessions past their lifetime go as new ones come, so the table holds live sessions and the revoked
  // ones still within their lifetime.
  await db.query('DELETE FROM wallet_sessions WHERE expires_at <= $1', [now])
  const sessionId = randomBytes(32).toString('base64url')
  await db.query('INSERT INTO wallet_sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashId(sessionId),
    userId,
    now,
    new Date(now.getTime() + maxAgeSeconds * 1000),
  ])
  return sessionId
}

/**
 * The user of a live session (not revoked, not expired), or null.
 *
 * @example
 * const user = await readSession(db, sessionId) // { userId, email } | null
 */
export async function readSession(db: Queryable, sessionId: string, now = new Date()): Promise<SessionUser | null> {
  const rows = await db.query<{
    user_id: string
    email: string | null
    provider: string | null
    user_name: string | null
    social_email: string | null
  }>(
    `SELECT s.user_id, u.email, i.provider, i.user_name, i.email AS social_email
     FROM wallet_sessions s JOIN wallet_users u ON u.id = s.user_id
     LEFT JOIN wallet_social_identities i ON i.user_id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [hashId(sessionId), now],
  )
  const row = rows[0]
  if (!row) return null
  return row.provider
    ? {
        userId: row.user_id,
        email: row.email,
        social: { provider: row.provider, userName: row.user_name, email: row.social_email },
      }
    : { userId: row.user_id, email: row.email }
}

/**
 * Revokes a session, so every copy of its cookie stops working.
 *
 * @example
 * await revokeSession(db, sessionId)
 */
export async function revokeSession(db: Queryable, sessionId: string, now = new Date()): Promise<void> {
  await db.query('UPDATE wallet_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    hashId(sessionId),
    now,
  ])
}
