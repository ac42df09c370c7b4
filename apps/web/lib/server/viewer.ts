import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getConfig } from './config'
import { nextCookieJar, type CookieJar } from './cookieJar'
import { getDb } from './db/getDb'
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
 * The signed-in viewer of the current request (server components, route handlers, server actions), or
 * null. The role is read from the database on every request: admin rights are decided here, per
 * request. Memoised for the duration of one request (React `cache`), so the layout and the page share
 * one read.
 *
 * @example
 * const viewer = await getViewer()
 * if (viewer?.isAdmin) { ... }
 */
export const getViewer: () => Promise<Viewer | null> = cache(async () => await readViewer(await nextCookieJar()))

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
