import 'server-only'
import type { Hex } from 'viem'
import type { Config } from './config'
import type { CookieJar } from './cookieJar'
import type { Db } from './db/types'
import { setFlash } from './flash'
import { readSessionCookie, writeSessionCookie } from './sessionCookie'
import { signIn, type SignInParameters, type SignInReturnType } from './signIn'

/**
 * Sign-in over cookies: verifies with {@link signIn} using the browser id from the sealed cookie, then
 * writes the cookie with the new session id and a one-time 'Signed in' toast.
 *
 * @example
 * const result = await login({ jar, config, db, message, signature })
 */
export async function login({
  jar,
  config,
  db,
  message,
  signature,
  beforeDatabase,
}: {
  jar: CookieJar
  config: Config
  db: Db
  message: string
  signature: Hex
  beforeDatabase?: SignInParameters['beforeDatabase']
}): Promise<Omit<SignInReturnType, 'sessionId'>> {
  const cookie = await readSessionCookie(jar, config)
  const { sessionId, ...result } = await signIn({
    message,
    signature,
    browserId: cookie.browserId,
    previousSessionId: cookie.sessionId,
    config,
    db,
    beforeDatabase,
  })
  await writeSessionCookie(jar, config, { browserId: cookie.browserId, sessionId })
  setFlash(jar, { type: 'success', message: 'Signed in' }, { secure: config.secureCookies })
  return result
}
