import 'server-only'
import { getIronSession, type SessionOptions } from 'iron-session'
import { z } from 'zod'
import type { Config } from './config'
import type { CookieJar } from './cookieJar'

export const SESSION_COOKIE = 'agentry_session'

/**
 * The sealed cookie holds opaque random ids only: `browserId` binds nonces to this browser,
 * `sessionId` (after sign-in) points at a server-side row that logout revokes.
 */
export type SessionCookieData = { browserId?: string; sessionId?: string }

const SEAL_SHAPE = /^Fe26\.2\*[A-Za-z0-9*_-]+~\d+$/

const cookieDataSchema = z.object({
  browserId: z.string().min(16).max(128).optional(),
  sessionId: z.string().min(16).max(128).optional(),
})

function sessionOptions(config: Config): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: config.sessionSecret,
    ttl: config.sessionMaxAgeSeconds,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  }
}

/**
 * Reads and unseals the session cookie. A missing, expired or tampered cookie reads as `{}`; it never throws.
 *
 * @example
 * const { sessionId } = await readSessionCookie(jar, config)
 */
export async function readSessionCookie(jar: CookieJar, config: Config): Promise<SessionCookieData> {
  const raw = jar.read(SESSION_COOKIE)
  // iron-session ignores junk after its `~<version>` suffix; anything not shaped like a seal is refused
  // here, before any crypto, so a mangled cookie never half-works.
  if (raw === undefined || !SEAL_SHAPE.test(raw)) return {}
  const cached = unsealCache.get(raw)
  if (cached && cached.until > Date.now()) return cached.data
  let data: SessionCookieData
  try {
    const session = await getIronSession<SessionCookieData>(jar, sessionOptions(config))
    const parsed = cookieDataSchema.safeParse({ browserId: session.browserId, sessionId: session.sessionId })
    data = parsed.success ? parsed.data : {}
  } catch {
    // A cookie we cannot read is no session, whatever went wrong: it must never become a 500.
    data = {}
  }
  rememberUnsealed(raw, data)
  return data
}

/*
 * Unsealing costs most of a millisecond of crypto, and a signed-in browser sends the same cookie on
 * every request. The result of unsealing an exact string never changes, so it is cached briefly. This
 * is safe for revocation: the cookie only names a session, whose row is still checked on every read.
 */
const UNSEAL_CACHE_MS = 60_000
const UNSEAL_CACHE_MAX = 5_000
const unsealCache = new Map<string, { data: SessionCookieData; until: number }>()

function rememberUnsealed(raw: string, data: SessionCookieData): void {
  if (unsealCache.size >= UNSEAL_CACHE_MAX) {
    // Oldest first (Map keeps insertion order); dropping a tenth at once keeps this rare.
    let drop = UNSEAL_CACHE_MAX / 10
    for (const key of unsealCache.keys()) {
      unsealCache.delete(key)
      if (--drop === 0) break
    }
  }
  unsealCache.set(raw, { data, until: Date.now() + UNSEAL_CACHE_MS })
}

/**
 * Seals `data` into the session cookie (HttpOnly, SameSite=Lax, Secure off loopback, max-age bounded by config).
 *
 * @example
 * await writeSessionCookie(jar, config, { browserId, sessionId })
 */
export async function writeSessionCookie(jar: CookieJar, config: Config, data: SessionCookieData): Promise<void> {
  // A jar-backed session that starts empty: reading the old cookie again is pointless when overwriting it.
  const session = await getIronSession<SessionCookieData>(
    { ...jar, read: () => undefined, names: () => [] },
    sessionOptions(config),
  )
  if (data.browserId) session.browserId = data.browserId
  if (data.sessionId) session.sessionId = data.sessionId
  await session.save()
}

/**
 * Expires the session cookie in the browser.
 *
 * @example
 * await clearSessionCookie(jar, config)
 */
export async function clearSessionCookie(jar: CookieJar, config: Config): Promise<void> {
  const session = await getIronSession<SessionCookieData>(
    { ...jar, read: () => undefined, names: () => [] },
    sessionOptions(config),
  )
  session.destroy()
}
