import type { Queryable } from '../db/types.js'
import { PasskeyAlreadyRegisteredError } from './passkeyErrors.js'

/** What a challenge was issued for: adding a passkey to a signed-in user, or a login. */
export type PasskeyPurpose = 'register' | 'login'

/** A registered passkey as stored: the public half of the credential and its signature counter. */
export type PasskeyRow = {
  credentialId: string
  userId: string
  /** Null for a social login's user. */
  email: string | null
  /** The COSE public key, base64url. */
  publicKey: string
  counter: number
  transports: string[]
}

/**
 * Keeps a challenge until `expiresAt`, and drops the expired ones (so the table holds live ones only).
 *
 * @example
 * await saveChallenge(db, { challenge, purpose: 'login', userId: null, expiresAt })
 */
export async function saveChallenge(
  db: Queryable,
  {
    challenge,
    purpose,
    userId,
    expiresAt,
    now = new Date(),
  }: { challenge: string; purpose: PasskeyPurpose; userId: string | null; expiresAt: Date; now?: Date },
): Promise<void> {
  await db.query('DELETE FROM wallet_passkey_challenges WHERE expires_at <= $1', [now])
  await db.query(
    'INSERT INTO wallet_passkey_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)',
    [challenge, purpose, userId, expiresAt],
  )
}

/**
 * Takes a challenge out: deletes its row and says whether it was live, for this purpose and user. One
 * statement, so of two requests with the same challenge only one gets it.
 *
 * @example
 * if (!(await takeChallenge(db, { challenge, purpose: 'login', userId: null }))) throw new PasskeyChallengeInvalidError()
 */
export async function takeChallenge(
  db: Queryable,
  {
    challenge,
    purpose,
    userId,
    now = new Date(),
  }: { challenge: string; purpose: PasskeyPurpose; userId: string | null; now?: Date },
): Promise<boolean> {
  const [row] = await db.query<{ purpose: string; user_id: string | null; expires_at: Date | string }>(
    'DELETE FROM wallet_passkey_challenges WHERE challenge = $1 RETURNING purpose, user_id, expires_at',
    [challenge],
  )
  return (
    row !== undefined &&
    row.purpose === purpose &&
    row.user_id === userId &&
    new Date(row.expires_at).getTime() > now.getTime()
  )
}

const fromRow = (row: {
  credential_id: string
  user_id: string
  email: string | null
  public_key: string
  counter: string | number
  transports: string[] | null
}): PasskeyRow => ({
  credentialId: row.credential_id,
  userId: row.user_id,
  email: row.email,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ?? [],
})

const SELECT = `SELECT p.credential_id, p.user_id, u.email, p.public_key, p.counter, p.transports
  FROM wallet_passkeys p JOIN wallet_users u ON u.id = p.user_id`

/**
 * The passkey with this credential id, with its user's email, or null.
 *
 * @example
 * const passkey = await readPasskey(db, response.id)
 */
export async function readPasskey(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.query<Parameters<typeof fromRow>[0]>(`${SELECT} WHERE p.credential_id = $1`, [credentialId])
  return row ? fromRow(row) : null
}

/**
 * The user's passkeys (for `excludeCredentials`: an authenticator holding one is not registered twice).
 *
 * @example
 * const passkeys = await listPasskeys(db, userId)
 */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const rows = await db.query<Parameters<typeof fromRow>[0]>(`${SELECT} WHERE p.user_id = $1 ORDER BY p.created_at`, [
    userId,
  ])
  return rows.map(fromRow)
}

/**
 * Registers a passkey for a user.
 *
 * @throws PasskeyAlreadyRegisteredError when the credential id is registered already
 * @example
 * await insertPasskey(db, { credentialId, userId, publicKey, counter: 0, transports: ['internal'] })
 */
export async function insertPasskey(db: Queryable, row: Omit<PasskeyRow, 'email'>): Promise<void> {
  const inserted = await db.query<{ credential_id: string }>(
    `INSERT INTO wallet_passkeys (credential_id, user_id, public_key, counter, transports)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
    [row.credentialId, row.userId, row.publicKey, row.counter, row.transports],
  )
  if (inserted.length === 0) throw new PasskeyAlreadyRegisteredError()
}

/**
 * Records a login: the new signature counter, and when.
 *
 * @example
 * await recordPasskeyUse(db, credentialId, newCounter)
 */
export async function recordPasskeyUse(
  db: Queryable,
  credentialId: string,
  counter: number,
  now = new Date(),
): Promise<void> {
  await db.query('UPDATE wallet_passkeys SET counter = $2, last_used_at = $3 WHERE credential_id = $1', [
    credentialId,
    counter,
    now,
  ])
}
