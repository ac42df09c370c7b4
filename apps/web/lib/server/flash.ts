import 'server-only'
import type { NextResponse } from 'next/server'
import { z } from 'zod'
import { getConfig } from './config'
import { nextCookieJar, type CookieJar } from './cookieJar'

/**
 * Name of the one-time toast cookie. Not HttpOnly: the client reads it
 * (`JSON.parse(decodeURIComponent(value))`), shows the toast, then deletes it.
 */
export const FLASH_COOKIE = 'agentry_flash'

export type Toast = { type: 'error' | 'success' | 'info' | 'warning'; message: string }

/** Long enough to survive the reload after sign-in, short enough that a stale toast never resurfaces. */
const FLASH_MAX_AGE_SECONDS = 60

const toastSchema = z.object({
  type: z.enum(['error', 'success', 'info', 'warning']),
  message: z.string().min(1).max(200),
})

function writeOptions(secure: boolean) {
  return { path: '/', maxAge: FLASH_MAX_AGE_SECONDS, httpOnly: false, sameSite: 'lax' as const, secure }
}

/**
 * Sets the one-time toast on a response (or on a cookie jar, as the auth routes do). The cookie is
 * Secure exactly when the session cookie is (`getConfig().secureCookies`) unless `secure` says otherwise.
 *
 * @example
 * const response = NextResponse.redirect(url)
 * setFlash(response, { type: 'success', message: 'Signed in' })
 */
export function setFlash(
  target: NextResponse | CookieJar,
  toast: Toast,
  { secure = getConfig().secureCookies }: { secure?: boolean } = {},
): void {
  const value = JSON.stringify(toastSchema.parse(toast))
  if ('cookies' in target) target.cookies.set(FLASH_COOKIE, value, writeOptions(secure))
  else target.write(FLASH_COOKIE, value, writeOptions(secure))
}

/**
 * Parses a flash cookie value; anything that is not a valid toast is null.
 *
 * @example
 * parseFlash('{"type":"success","message":"Signed in"}') // { type: 'success', message: 'Signed in' }
 */
export function parseFlash(value: string | undefined): Toast | null {
  if (!value) return null
  try {
    const parsed = toastSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The pending toast for the root layout, from the request cookies; invalid content is null.
 * Server components cannot delete cookies, so the client clears it after showing it.
 *
 * @example
 * const toast = await readFlash() // { type: 'success', message: 'Signed in' } | null
 */
export async function readFlash(): Promise<Toast | null> {
  const jar = await nextCookieJar()
  return parseFlash(jar.read(FLASH_COOKIE))
}
