import 'server-only'
import type { Config } from './config'
import type { CookieJar } from './cookieJar'
import { getDb } from './db/getDb'
import { clearSessionCookie, readSessionCookie } from './sessionCookie'
import { revokeSession } from './sessions'

/**
 * Signs out: revokes the session row (so any copy of the cookie stops working) and clears the cookie.
 * Without a session it only clears the cookie; the database is not touched.
 *
 * @example
 * await logout({ jar, config: getConfig() })
 */
export async function logout({ jar, config }: { jar: CookieJar; config: Config }): Promise<void> {
  const { sessionId } = await readSessionCookie(jar, config)
  if (sessionId) await revokeSession(await getDb(), sessionId)
  await clearSessionCookie(jar, config)
}
