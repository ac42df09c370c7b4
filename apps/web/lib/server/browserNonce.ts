import 'server-only'
import type { Config } from './config'
import type { CookieJar } from './cookieJar'
import type { Db } from './db/types'
import { issueNonce, purgeExpired } from './nonces'
import { readSessionCookie, writeSessionCookie } from './sessionCookie'
import { newOpaqueId } from './sessions'

const PURGE_EVERY_MS = 60_000
const LAST_PURGE = Symbol.for('agentry.server.lastPurge')
type Holder = { [LAST_PURGE]?: number }

/**
 * Issues a nonce bound to this browser, giving the browser an id (in the sealed cookie) first if it has
 * none. Expired nonces and sessions are purged at most once a minute on the way.
 *
 * @example
 * const nonce = await issueBrowserNonce({ jar, config: getConfig(), db: await getDb() })
 */
export async function issueBrowserNonce({
  jar,
  config,
  db,
}: {
  jar: CookieJar
  config: Config
  db: Db
}): Promise<string> {
  const cookie = await readSessionCookie(jar, config)
  let browserId = cookie.browserId
  if (!browserId) {
    browserId = newOpaqueId()
    await writeSessionCookie(jar, config, { ...cookie, browserId })
  }
  const holder = globalThis as Holder
  const now = Date.now()
  if (now - (holder[LAST_PURGE] ?? 0) > PURGE_EVERY_MS) {
    holder[LAST_PURGE] = now
    await purgeExpired(db)
  }
  return await issueNonce(db, { browserId, ttlSeconds: config.nonceTtlSeconds })
}
