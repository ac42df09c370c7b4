import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import type { Queryable } from './db/types'
import type { Role } from './users'

/** What a live session row says about its holder; `role` is read from `users` at the same time. */
export type SessionRecord = { address: Address; chainId: number; role: Role }

/**
 * A new opaque id for a cookie: 32 random bytes (256 bits) from the OS CSPRNG, base64url.
 *
 * @example
 * newOpaqueId() // 'kV3v...' (43 characters)
 */
export function newOpaqueId(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Rows are keyed by this hash so that reading the table does not hand out valid session ids.
 *
 * @example
 * hashSessionId(sessionId) // 64 hex characters
 */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}

export type CreateSessionParameters = { address: Address; chainId: number; maxAgeSeconds: number; now?: Date }

/**
 * Stores a new session and returns its raw id (only the hash is stored). The caller upserts the user
 * in the same transaction, since `sessions.address` references `users`.
 *
 * @example
 * const sessionId = await createSession(tx, { address, chainId: 1, maxAgeSeconds: 604800 })
 */
export async function createSession(
  db: Queryable,
  { address, chainId, maxAgeSeconds, now = new Date() }: CreateSessionParameters,
): Promise<string> {
  const sessionId = newOpaqueId()
  await db.query('INSERT INTO sessions (id, address, chain_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashSessionId(sessionId),
    address,
    chainId,
    now,
    new Date(now.getTime() + maxAgeSeconds * 1000),
  ])
  return sessionId
}

/**
 * The live session for a raw id (not revoked, not expired) with the user's current role, in one
 * primary-key lookup; null otherwise.
 *
 * @example
 * const session = await readSession(db, sessionId) // { address, chainId, role } | null
 */
export async function readSession(
  db: Queryable,
  sessionId: string,
  now: Date = new Date(),
): Promise<SessionRecord | null> {
  const rows = await db.query<{ address: Address; chain_id: number; role: Role }>(
    // read_session (migration 2) is the live-row lookup with the role from users, as a function so its
    // plan is cached: this runs on every signed-in request.
    'SELECT address, chain_id, role FROM read_session($1, $2)',
    [hashSessionId(sessionId), now],
  )
  const row = rows[0]
  // Addresses are stored checksummed (every writer passes them through getAddress), so no re-hash here.
  return row ? { address: row.address, chainId: Number(row.chain_id), role: row.role } : null
}

/**
 * Marks a session revoked so any copy of its cookie stops working. Returns whether a live row was revoked.
 *
 * @example
 * await revokeSession(db, sessionId)
 */
export async function revokeSession(db: Queryable, sessionId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [
    hashSessionId(sessionId),
    now,
  ])
  return rows.length > 0
}
