import type { ApiRoute } from '../createWalletServer.js'
import type { DbHandle } from '../db/createDbHandle.js'
import { NotSignedInError } from '../errors.js'
import { parseBody } from '../login/emailLoginSchemas.js'
import { readSessionCookie, type SessionCookieSettings } from '../session/sessionCookie.js'
import { readSession, type SessionUser } from '../session/sessions.js'
import type { AuthShareCipher } from './authShareCipher.js'
import { readKeyShareRow, writeKeyShareRow } from './keyShareRows.js'
import { fetchKeySharesBody, storeKeySharesBody } from './keySharesSchemas.js'

export type CreateKeyShareRoutesParameters = {
  db: DbHandle
  cipher: AuthShareCipher
  session: SessionCookieSettings
}

/**
 * The key-share routes under /api/, behind the server's origin check (CSRF) and body limit, for a live
 * session only: `keys/store` keeps the signed-in user's auth share (sealed under WALLET_KEK) and sealed
 * recovery share; `keys/fetch` gives them back to that user's session and to no one else.
 *
 * @example
 * createWalletServer({ config, frameScript, routes: createKeyShareRoutes({ db, cipher, session }) })
 */
export function createKeyShareRoutes({
  db,
  cipher,
  session,
}: CreateKeyShareRoutesParameters): Record<string, ApiRoute> {
  const signedInUser = async (cookies: Parameters<ApiRoute>[1]['cookies']): Promise<SessionUser> => {
    const { sessionId } = await readSessionCookie(cookies, session)
    if (!sessionId) throw new NotSignedInError()
    const user = await readSession(await db.get(), sessionId)
    if (!user) throw new NotSignedInError()
    return user
  }

  const store: ApiRoute = async (body, { cookies }) => {
    const user = await signedInUser(cookies)
    const { proof, authShare, ...rest } = parseBody(storeKeySharesBody, body)
    const sealed = cipher.seal(user.userId, Buffer.from(authShare, 'base64url'))
    await writeKeyShareRow(await db.get(), user.userId, { ...rest, authShare: sealed }, proof)
    return { stored: true }
  }

  const fetchShares: ApiRoute = async (body, { cookies }) => {
    const user = await signedInUser(cookies)
    parseBody(fetchKeySharesBody, body)
    const row = await readKeyShareRow(await db.get(), user.userId)
    if (!row) return { shares: null }
    const authShare = Buffer.from(cipher.open(user.userId, row.authShare)).toString('base64url')
    return { shares: { ...row, authShare } }
  }

  return { 'keys/store': store, 'keys/fetch': fetchShares }
}
