import 'server-only'
import { cookies } from 'next/headers'
import { webCookies, type CookieJar } from 'iron-session'

export type { CookieJar }

/**
 * A cookie jar over a web `Request` (reads its Cookie header) and the `Headers` of the response being
 * built (appends Set-Cookie). Route handlers use this, so they run, and are tested, without Next's
 * request context.
 *
 * @example
 * const headers = new Headers()
 * const jar = requestCookieJar(request, headers)
 * return Response.json(body, { headers })
 */
export function requestCookieJar(request: Request, responseHeaders: Headers): CookieJar {
  return webCookies(request, responseHeaders)
}

/**
 * A cookie jar over `cookies()` from `next/headers`, for server components (read only: Next throws
 * on writes during rendering) and server actions.
 *
 * @example
 * const jar = await nextCookieJar()
 */
export async function nextCookieJar(): Promise<CookieJar> {
  const store = await cookies()
  return {
    read: (name) => store.get(name)?.value,
    names: () => store.getAll().map((cookie) => cookie.name),
    write: (name, value, options) => {
      store.set(name, value, {
        path: options.path,
        maxAge: options.maxAge,
        httpOnly: options.httpOnly,
        secure: options.secure,
        sameSite: typeof options.sameSite === 'string' ? options.sameSite : undefined,
      })
    },
  }
}
