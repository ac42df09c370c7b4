import { createHash, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/types.js'
import type { SocialProfile, SocialProvider } from './socialProviders.js'

/** A social login in progress, as the host keeps it (only the state's and the secret's hashes are keys). */
export type SocialFlow = {
  provider: SocialProvider
  codeVerifier: string
  nonce: string
  returnTo: string
}

type FlowRow = {
  provider: SocialProvider
  code_verifier: string
  nonce: string
  return_to: string
  secret_hash: string
  proof_hash: string | null
  user_id: string | null
  error_code: string | null
  expires_at: Date | string
  completed_at: Date | string | null
}

/**
 * SHA-256 hex of a flow's `state` or secret: the database keys and compares hashes only.
 *
 * @example
 * hashToken('abc') // 'ba7816bf…'
 */
export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex')

const toFlow = (row: FlowRow): SocialFlow => ({
  provider: row.provider,
  codeVerifier: row.code_verifier,
  nonce: row.nonce,
  returnTo: row.return_to,
})

/**
 * Records a new flow, valid for `ttlSeconds`. Old flows past their lifetime go as new ones come.
 *
 * @example
 * await createFlow(db, { state, secret, flow, ttlSeconds: 600 })
 */
export async function createFlow(
  db: Queryable,
  {
    state,
    secret,
    flow,
    ttlSeconds,
    now = new Date(),
  }: { state: string; secret: string; flow: SocialFlow; ttlSeconds: number; now?: Date },
): Promise<void> {
  await db.query('DELETE FROM wallet_social_flows WHERE expires_at <= $1', [new Date(now.getTime() - 3600_000)])
  await db.query(
    `INSERT INTO wallet_social_flows (id, provider, code_verifier, nonce, return_to, secret_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(state),
      flow.provider,
      flow.codeVerifier,
      flow.nonce,
      flow.returnTo,
      hashToken(secret),
      now,
      new Date(now.getTime() + ttlSeconds * 1000),
    ],
  )
}

/**
 * Claims one step of a live flow, once: `start` (the popup opens the start URL) and `callback` (the
 * provider sends the user back). A second claim, an unknown or an expired state gets null.
 *
 * @example
 * const flow = await claimFlowStep(db, state, 'callback') // null on a replay
 */
export async function claimFlowStep(
  db: Queryable,
  state: string,
  step: 'start' | 'callback',
  now = new Date(),
): Promise<SocialFlow | null> {
  const rows = await db.query<FlowRow>(
    step === 'start'
      ? `UPDATE wallet_social_flows SET started_at = $2
         WHERE id = $1 AND started_at IS NULL AND expires_at > $2 RETURNING *`
      : `UPDATE wallet_social_flows SET callback_at = $2
         WHERE id = $1 AND started_at IS NOT NULL AND callback_at IS NULL AND expires_at > $2 RETURNING *`,
    [hashToken(state), now],
  )
  return rows[0] ? toFlow(rows[0]) : null
}

/**
 * Records how the provider's side of a flow ended: the user it signed in (with the proof the callback page
 * hands the frame), or the error code.
 *
 * @example
 * await settleFlow(db, state, { userId, proof })
 */
export async function settleFlow(
  db: Queryable,
  state: string,
  outcome: { userId: string; proof: string } | { errorCode: string },
): Promise<void> {
  await db.query('UPDATE wallet_social_flows SET user_id = $2, proof_hash = $3, error_code = $4 WHERE id = $1', [
    hashToken(state),
    'userId' in outcome ? outcome.userId : null,
    'userId' in outcome ? hashToken(outcome.proof) : null,
    'errorCode' in outcome ? outcome.errorCode : null,
  ])
}

/** What the frame learns when it redeems its flow. */
export type FlowOutcome =
  | { kind: 'user'; userId: string }
  | { kind: 'error'; errorCode: string }
  | { kind: 'pending' }
  | { kind: 'invalid'; problem: 'state' | 'expired' | 'secret' | 'proof' }

const sameHash = (stored: string, value: string) =>
  timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashToken(value), 'hex'))

/**
 * Redeems a flow for the frame that started it: its secret must match, and for a signed-in outcome the
 * proof the callback page handed to the frame in the popup's opener (constant-time compares of the
 * hashes). A signed-in outcome is given out once.
 *
 * @example
 * const outcome = await redeemFlow(db, { state, secret, proof }) // { kind: 'user', userId }
 */
export async function redeemFlow(
  db: Queryable,
  { state, secret, proof, now = new Date() }: { state: string; secret: string; proof: string | undefined; now?: Date },
): Promise<FlowOutcome> {
  const [row] = await db.query<FlowRow>('SELECT * FROM wallet_social_flows WHERE id = $1', [hashToken(state)])
  if (!row) return { kind: 'invalid', problem: 'state' }
  if (!sameHash(row.secret_hash, secret)) return { kind: 'invalid', problem: 'secret' }
  if (row.error_code) return { kind: 'error', errorCode: row.error_code }
  if (!row.user_id)
    return new Date(row.expires_at) <= now ? { kind: 'invalid', problem: 'expired' } : { kind: 'pending' }
  // The window that signed in was not opened by this frame's page (a start link opened elsewhere): refused.
  if (!row.proof_hash || proof === undefined || !sameHash(row.proof_hash, proof))
    return { kind: 'invalid', problem: 'proof' }
  const claimed = await db.query<{ user_id: string }>(
    'UPDATE wallet_social_flows SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL RETURNING user_id',
    [hashToken(state), now],
  )
  return claimed[0] ? { kind: 'user', userId: claimed[0].user_id } : { kind: 'invalid', problem: 'state' }
}

/**
 * Finds the user of a provider account, or creates one (with no email login) and its identity. The
 * provider's email and name are kept for display only and refreshed on each login.
 *
 * @example
 * const userId = await upsertSocialUser(tx, { issuer: 'https://accounts.google.com', provider: 'google', profile })
 */
export async function upsertSocialUser(
  db: Queryable,
  { issuer, provider, profile }: { issuer: string; provider: SocialProvider; profile: SocialProfile },
): Promise<string> {
  const [known] = await db.query<{ user_id: string }>(
    `UPDATE wallet_social_identities SET email = $3, user_name = $4
     WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
    [issuer, profile.subject, profile.email, profile.userName],
  )
  if (known) return known.user_id
  const [user] = await db.query<{ id: string }>('INSERT INTO wallet_users (email) VALUES (NULL) RETURNING id')
  await db.query(
    `INSERT INTO wallet_social_identities (issuer, subject, provider, user_id, email, user_name)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [issuer, profile.subject, provider, user!.id, profile.email, profile.userName],
  )
  return user!.id
}
