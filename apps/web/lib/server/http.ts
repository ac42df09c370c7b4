import 'server-only'
import { isAuthError } from './errors'
import { internalErrorResponse } from '../internalError'

/** Every auth response is per-user and must never be stored by a browser or proxy cache. */
const NO_STORE = 'no-store'

/**
 * A JSON response with `Cache-Control: no-store`, carrying any Set-Cookie already in `headers`.
 *
 * @example
 * return jsonResponse({ nonce }, { headers })
 */
export function jsonResponse(
  body: unknown,
  { status = 200, headers = new Headers() }: { status?: number; headers?: Headers } = {},
): Response {
  headers.set('cache-control', NO_STORE)
  headers.set('content-type', 'application/json')
  return new Response(JSON.stringify(body), { status, headers })
}

/**
 * The one place errors become HTTP: an {@link AuthError} becomes its status and
 * `{ error: { code, message } }` (a 429 or 503 with `Retry-After`); anything else is logged and answered
 * with a generic 500. An unreachable database or Redis is logged in one line with its cause, since an
 * outage repeats it on every request.
 *
 * @example
 * errorResponse(new NonceInvalidError()) // 401 { error: { code: 'NONCE_INVALID', message: '...' } }
 */
export function errorResponse(error: unknown): Response {
  // Not `instanceof`: an error from the server's own copy of the errors module (see isAuthError) counts too.
  if (isAuthError(error)) {
    const headers = new Headers()
    if (typeof error.retryAfterSeconds === 'number') headers.set('retry-after', String(error.retryAfterSeconds))
    if (error.status === 503) console.warn(`${error.message} (${describeCause(error.cause)})`)
    return jsonResponse({ error: { code: error.code, message: error.message } }, { status: error.status, headers })
  }
  console.error('auth route failed', error)
  return internalErrorResponse()
}

/**
 * Runs a route body with a fresh response-header bag (for Set-Cookie) and turns thrown errors into
 * responses. Cookies written before an error are dropped: a failed request changes nothing in the browser.
 *
 * @example
 * export const GET = (request: Request) => handleRoute(async (headers) => jsonResponse({ ok: true }, { headers }))
 */
export async function handleRoute(body: (headers: Headers) => Promise<Response>): Promise<Response> {
  try {
    return await body(new Headers())
  } catch (error) {
    return errorResponse(error)
  }
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const code = (cause as { code?: unknown }).code
  return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message
}
