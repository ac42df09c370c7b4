import { clientAddress } from '../clientAddress.js'
import type { ApiRoute } from '../createWalletServer.js'
import type { DbHandle } from '../db/createDbHandle.js'
import { NotSignedInError } from '../errors.js'
import { takeLoginLimit, type LoginLimits } from '../limits/loginLimits.js'
import type { LimitStore } from '../limits/limitStore.js'
import type { CodeMailer } from '../mail/createCodeMailer.js'
import { normaliseEmail, type OneTimeCodes } from '../otp/createOneTimeCodes.js'
import {
  clearSessionCookie,
  readSessionCookie,
  writeSessionCookie,
  type SessionCookieSettings,
} from '../session/sessionCookie.js'
import { createSession, readSession, revokeSession } from '../session/sessions.js'
import { parseBody, requestCodeBody, verifyCodeBody } from './emailLoginSchemas.js'

export type CreateEmailLoginRoutesParameters = {
  db: DbHandle
  codes: OneTimeCodes
  mailer: CodeMailer
  limitStore: LimitStore
  limits: LoginLimits
  session: SessionCookieSettings
  /** How many proxies in front of the host append to X-Forwarded-For (0: use the socket's address). */
  trustedProxies: number
}

/**
 * The email login's API routes, under /api/: `email/request-code` ({ email }) mails a 6-digit code;
 * `email/verify-code` ({ email, code }) checks it and opens a session (the cookie); `session` names the
 * signed-in user; `sign-out` revokes the session. Every route runs behind the server's origin check and
 * body limit; the code routes count against per-email and per-address hourly limits.
 *
 * @example
 * createWalletServer({ config, frameScript, routes: createEmailLoginRoutes({ db, codes, mailer, limitStore, limits, session, trustedProxies: 0 }) })
 */
export function createEmailLoginRoutes({
  db,
  codes,
  mailer,
  limitStore,
  limits,
  session,
  trustedProxies,
}: CreateEmailLoginRoutesParameters): Record<string, ApiRoute> {
  const requestCode: ApiRoute = async (body, { request }) => {
    const email = normaliseEmail(parseBody(requestCodeBody, body).email)
    const address = clientAddress(request, trustedProxies)
    // The address's limit first, before any database work: one client cannot flood the database or mail
    // strangers. A request within the email's cooldown is refused before it spends from the email's limit.
    await takeLoginLimit(limitStore, limits, { action: 'code', address })
    await codes.checkCooldown(email)
    await takeLoginLimit(limitStore, limits, { action: 'code', email })
    const code = await codes.issue(email)
    try {
      await mailer.sendCode(email, code)
    } catch (error) {
      // Not mailed: take the code back, so its cooldown does not hold up the retry once the server is back.
      await codes.withdraw(email, code).catch(() => undefined)
      throw error
    }
    return { sent: true, email }
  }

  const verifyCode: ApiRoute = async (body, { request, cookies }) => {
    const parsed = parseBody(verifyCodeBody, body)
    const email = normaliseEmail(parsed.email)
    await takeLoginLimit(limitStore, limits, {
      action: 'verify',
      address: clientAddress(request, trustedProxies),
      email,
    })
    await codes.verify(email, parsed.code)
    const sessionId = await createSession(await db.get(), { email, maxAgeSeconds: session.maxAgeSeconds })
    await writeSessionCookie(cookies, session, sessionId)
    return { user: { email } }
  }

  const readUser: ApiRoute = async (_body, { cookies }) => {
    const { sessionId } = await readSessionCookie(cookies, session)
    if (!sessionId) throw new NotSignedInError()
    const user = await readSession(await db.get(), sessionId)
    if (!user) throw new NotSignedInError()
    // A social account has no email login; the frame keys its wallet by `accountId` then.
    if (user.social)
      return { user: { email: user.social.email, accountId: `user:${user.userId}`, social: user.social } }
    return { user: { email: user.email } }
  }

  const signOut: ApiRoute = async (_body, { cookies }) => {
    const { sessionId } = await readSessionCookie(cookies, session)
    if (sessionId) await revokeSession(await db.get(), sessionId)
    await clearSessionCookie(cookies, session)
    return { signedOut: true }
  }

  return { 'email/request-code': requestCode, 'email/verify-code': verifyCode, session: readUser, 'sign-out': signOut }
}
