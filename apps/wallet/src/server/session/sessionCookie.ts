import { getIronSession, type CookieJar, type SessionOptions } from 'iron-session'

export const SESSION_COOKIE = 'wallet_session'

/** What the sealed cookie holds: an opaque id naming a server-side session row (which sign-out revokes). */
export type SessionCookieData = { sessionId?: string }

export type SessionCookieSettings = { secret: string; maxAgeSeconds: number }

// iron-session ignores junk after its `~<version>` suffix; a cookie not shaped like a seal is refused
// before any crypto.
const SEAL_SHAPE = /^Fe26\.2\*[A-Za-z0-9*_-]+~\d+$/

/*
 * The frame is a third party on the dapp's page, so the cookie must be SameSite=None, which browsers take
 * only with Secure. Chromium and Firefox treat http://localhost (and 127.0.0.1) as a secure context and
 * keep Secure cookies set over plain HTTP there, so local development needs no TLS; the configuration
 * refuses a plain-http public URL anywhere else. Partitioned (CHIPS) keeps the cookie working where
 * third-party cookies are blocked, one session per embedding site. No Domain: host-only.
 */
const options = ({ secret, maxAgeSeconds }: SessionCookieSettings): SessionOptions => ({
  cookieName: SESSION_COOKIE,
  password: secret,
  ttl: maxAgeSeconds,
  cookieOptions: { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' },
})

/**
 * Reads the session id from the cookie. A missing, expired, tampered or foreign cookie reads as `{}`.
 *
 * @example
 * const { sessionId } = await readSessionCookie(jar, settings)
 */
export async function readSessionCookie(jar: CookieJar, settings: SessionCookieSettings): Promise<SessionCookieData> {
  const raw = jar.read(SESSION_COOKIE)
  if (raw === undefined || !SEAL_SHAPE.test(raw)) return {}
  try {
    const session = await getIronSession<SessionCookieData>(jar, options(settings))
    return typeof session.sessionId === 'string' && session.sessionId.length >= 32
      ? { sessionId: session.sessionId }
      : {}
  } catch {
    return {}
  }
}

/**
 * Seals `sessionId` into the cookie.
 *
 * @example
 * await writeSessionCookie(jar, settings, sessionId)
 */
export async function writeSessionCookie(jar: CookieJar, settings: SessionCookieSettings, sessionId: string) {
  const session = await getIronSession<SessionCookieData>({ ...jar, read: () => undefined }, options(settings))
  session.sessionId = sessionId
  await session.save()
}

/**
 * Expires the cookie in the browser.
 *
 * @example
 * await clearSessionCookie(jar, settings)
 */
export async function clearSessionCookie(jar: CookieJar, settings: SessionCookieSettings) {
  const session = await getIronSession<SessionCookieData>({ ...jar, read: () => undefined }, options(settings))
  session.destroy()
}
