import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getConfig } from './config'
import { nextCookieJar, type CookieJar } from './cookieJar'
import { HttpError } from '@/lib/shell/httpError'
import { getDb } from './db/getDb'
import type { ServiceUnavailableError } from './errors'
import { readSessionCookie } from './sessionCookie'
import { readSession } from './sessions'

/** The signed-in user as the server sees them on this request. */
export type Viewer = { address: `0x${string}`; chainId: number; isAdmin: boolean }

/**
 * The viewer behind a cookie jar: null without a session id (no database access at all, which keeps
 * anonymous reads cheap), else one indexed lookup that also reads the current role.
 *
 * @example
 * const viewer = await readViewer(requestCookieJar(request, headers))
 */
export async function readViewer(jar: CookieJar): Promise<Viewer | null> {
  const config = getConfig()
  const { sessionId } = await readSessionCookie(jar, config)
  if (!sessionId) return null
  const session = await readSession(await getDb(), sessionId)
  return session ? { address: session.address, chainId: session.chainId, isAdmin: session.role === 'admin' } : null
}

/**
 * What a page throws when a backing service is down: an {@link HttpError} 503 whose digest names the
 * service, so the error screen (not Next's generic one) says what is wrong, even in production where
 * the message of a server error never reaches the browser. Anything else is thrown as it is.
 *
 * @example
 * try { await readViewer(jar) } catch (error) { throw asPageError(error) }
 */
export function asPageError(error: unknown): unknown {
  // By its code, not `instanceof`: the database is opened once per process (getDb keeps it on globalThis),
  // often by the instrumentation hook or a route handler, whose bundle layer has its own copy of the
  // error classes.
  const code = (error as Partial<ServiceUnavailableError> | null)?.code
  if (code === 'DATABASE_UNAVAILABLE' || code === 'RATE_LIMIT_STORE_UNAVAILABLE') {
    return new HttpError(503, undefined, code, { cause: error })
  }
  return error
}

/**
 * The signed-in viewer of the current request (server components, route handlers, server actions), or
 * null. The role is read from the database on every request: admin rights are decided here, per
 * request. Memoised for the duration of one request (React `cache`), so the layout and the page share
 * one read. With the database down it throws a 503 {@link HttpError} (see {@link asPageError}).
 *
 * @example
 * const viewer = await getViewer()
 * if (viewer?.isAdmin) { ... }
 */
export const getViewer: () => Promise<Viewer | null> = cache(async () => {
  try {
    return await readViewer(await nextCookieJar())
  } catch (error) {
    throw asPageError(error)
  }
})

/**
 * The admin viewer, or a 404 (`notFound()`) for anyone else, so admin pages do not even reveal that they
 * exist. Call it in every admin page or action: a layout check alone is not enforcement.
 *
 * @example
 * export default async function ApprovalsPage() {
 *   const admin = await requireAdmin()
 *   ...
 * }
 */
export async function requireAdmin(): Promise<Viewer> {
  const viewer = await getViewer()
  if (!viewer?.isAdmin) notFound()
  return viewer
}
