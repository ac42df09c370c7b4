import { createHash } from 'node:crypto'
import type { ApiRoute } from '../createWalletServer.js'
import type { DbHandle } from '../db/createDbHandle.js'
import { NotSignedInError, WalletError } from '../errors.js'
import { parseBody } from '../login/emailLoginSchemas.js'
import { readSessionCookie, type SessionCookieSettings } from '../session/sessionCookie.js'
import { fetchKeySharesBody } from './keySharesSchemas.js'

/** How recent a login must be for the frame to reveal the wallet's phrase: 5 minutes. */
export const EXPORT_FRESH_LOGIN_SECONDS = 300

/**
 * The session is live but its login is older than the export window: the user signs in again first.
 *
 * @example
 * throw new LoginNotFreshError(300)
 */
export class LoginNotFreshError extends WalletError {
  override name = 'LoginNotFreshError'
  constructor(freshSeconds: number) {
    super(
      'LOGIN_NOT_FRESH',
      403,
      `For your security, sign in again to export your wallet (a login within the last ${Math.round(freshSeconds / 60)} minutes is needed)`,
    )
  }
}

export type CreateExportCheckRouteParameters = {
  db: DbHandle
  session: SessionCookieSettings
  /** Default {@link EXPORT_FRESH_LOGIN_SECONDS}. */
  freshSeconds?: number
  now?: () => Date
}

/**
 * `POST /api/keys/export-check` `{}` → `{ fresh: true, signedInAt, freshUntil }` when the session's login
 * (its row's creation: an email code, a passkey or a social login) is at most `freshSeconds` old, else
 * `LOGIN_NOT_FRESH` 403; `NOT_SIGNED_IN` 401 without a live session. The frame reveals the phrase only
 * after this answer: the host, not the frame's memory, decides what "fresh" is.
 *
 * @example
 * const routes = { ...createKeyShareRoutes(params), ...createExportCheckRoute({ db, session }) }
 */
export function createExportCheckRoute({
  db,
  session,
  freshSeconds = EXPORT_FRESH_LOGIN_SECONDS,
  now = () => new Date(),
}: CreateExportCheckRouteParameters): Record<string, ApiRoute> {
  const check: ApiRoute = async (body, { cookies }) => {
    parseBody(fetchKeySharesBody, body)
    const { sessionId } = await readSessionCookie(cookies, session)
    if (!sessionId) throw new NotSignedInError()
    const at = now()
    // The row's id is the SHA-256 of the session id, as `sessions.ts` stores it.
    const [row] = await (
      await db.get()
    ).query<{ created_at: Date | string }>(
      `SELECT created_at FROM wallet_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [createHash('sha256').update(sessionId).digest('hex'), at],
    )
    if (!row) throw new NotSignedInError()
    const signedInAt = new Date(row.created_at)
    const freshUntil = new Date(signedInAt.getTime() + freshSeconds * 1000)
    if (at > freshUntil) throw new LoginNotFreshError(freshSeconds)
    return { fresh: true, signedInAt: signedInAt.toISOString(), freshUntil: freshUntil.toISOString() }
  }
  return { 'keys/export-check': check }
}
