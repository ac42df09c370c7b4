import { HTTP_ERROR_DIGEST_PREFIX, type HttpErrorReason } from './httpError'
import { isErrorStatus, statusText } from './httpStatus'

/** What the error screen shows (spec section 2, "Error screens"). */
export type ErrorScreen =
  | {
      kind: 'http'
      title: 'Server Error'
      status: number
      statusText: string
      /** Why, when the server said (a backing service down): its code, and the spec's English words. */
      reason?: HttpErrorReason
      detail?: string
      /** The page reloads itself after this many seconds (a 503 for a service that comes back). */
      retryAfterSeconds?: number
    }
  | { kind: 'other'; title: 'Something went wrong!'; message: string }

/** What the screen says for each reason a server gives; the wording of the auth API's 503 answers. */
const REASONS: Record<HttpErrorReason, string> = {
  DATABASE_UNAVAILABLE: 'Service unavailable: the database cannot be reached. Please try again shortly',
  RATE_LIMIT_STORE_UNAVAILABLE:
    'Service unavailable: the rate-limit store (Redis) cannot be reached. Please try again shortly',
}
/** The auth API's Retry-After for the same outages. */
const RETRY_AFTER_SECONDS = 5

function isReason(value: unknown): value is HttpErrorReason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value)
}

/** Digest Next.js puts on notFound(), forbidden() and unauthorized(): `NEXT_HTTP_ERROR_FALLBACK;404`. */
const NEXT_HTTP_DIGEST_PREFIX = 'NEXT_HTTP_ERROR_FALLBACK'

function statusFromDigest(digest: unknown): { status: number; reason?: HttpErrorReason } | undefined {
  if (typeof digest !== 'string') return undefined
  const [prefix, code, reason] = digest.split(';')
  if (prefix !== HTTP_ERROR_DIGEST_PREFIX && prefix !== NEXT_HTTP_DIGEST_PREFIX) return undefined
  const status = Number(code)
  if (!isErrorStatus(status)) return undefined
  return isReason(reason) ? { status, reason } : { status }
}

function field(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key]
}

function httpScreen(status: number, text: unknown, reason?: unknown): ErrorScreen {
  const shown = typeof text === 'string' && text.trim() !== '' ? text : statusText(status)
  const screen: ErrorScreen = { kind: 'http', title: 'Server Error', status, statusText: shown }
  if (!isReason(reason)) return screen
  return {
    ...screen,
    reason,
    detail: REASONS[reason],
    ...(status === 503 ? { retryAfterSeconds: RETRY_AFTER_SECONDS } : {}),
  }
}

/**
 * Decides how a thrown value is shown. HTTP-type errors (a `Response`, anything with an error `status`,
 * or a digest carrying a status) give 'Server Error' with status text and code, and the reason in words
 * when the server gave one (`AGENTRY_HTTP;503;DATABASE_UNAVAILABLE`); anything else gives
 * 'Something went wrong!' with its message, or 'Unknown error' when it has none.
 *
 * @example
 * classifyError(new HttpError(503)) // { kind: 'http', title: 'Server Error', status: 503, statusText: 'Service Unavailable' }
 * classifyError(new Error('boom'))  // { kind: 'other', title: 'Something went wrong!', message: 'boom' }
 */
export function classifyError(error: unknown): ErrorScreen {
  if (typeof error === 'object' && error !== null) {
    const status = field(error, 'status')
    if (isErrorStatus(status)) return httpScreen(status, field(error, 'statusText'), field(error, 'reason'))
    const fromDigest = statusFromDigest(field(error, 'digest'))
    if (fromDigest !== undefined) return httpScreen(fromDigest.status, undefined, fromDigest.reason)
    const message = field(error, 'message')
    if (typeof message === 'string' && message.trim() !== '') {
      return { kind: 'other', title: 'Something went wrong!', message }
    }
  }
  if (typeof error === 'string' && error.trim() !== '') {
    return { kind: 'other', title: 'Something went wrong!', message: error }
  }
  return { kind: 'other', title: 'Something went wrong!', message: 'Unknown error' }
}
