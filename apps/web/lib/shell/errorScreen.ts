import { HTTP_ERROR_DIGEST_PREFIX } from './httpError'
import { isErrorStatus, statusText } from './httpStatus'

/** What the error screen shows (spec section 2, "Error screens"). */
export type ErrorScreen =
  | { kind: 'http'; title: 'Server Error'; status: number; statusText: string }
  | { kind: 'other'; title: 'Something went wrong!'; message: string }

/** Digest Next.js puts on notFound(), forbidden() and unauthorized(): `NEXT_HTTP_ERROR_FALLBACK;404`. */
const NEXT_HTTP_DIGEST_PREFIX = 'NEXT_HTTP_ERROR_FALLBACK'

function statusFromDigest(digest: unknown): number | undefined {
  if (typeof digest !== 'string') return undefined
  const [prefix, code] = digest.split(';')
  if (prefix !== HTTP_ERROR_DIGEST_PREFIX && prefix !== NEXT_HTTP_DIGEST_PREFIX) return undefined
  const status = Number(code)
  return isErrorStatus(status) ? status : undefined
}

function field(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key]
}

function httpScreen(status: number, text: unknown): ErrorScreen {
  const reason = typeof text === 'string' && text.trim() !== '' ? text : statusText(status)
  return { kind: 'http', title: 'Server Error', status, statusText: reason }
}

/**
 * Decides how a thrown value is shown. HTTP-type errors (a `Response`, anything with an error `status`,
 * or a digest carrying a status) give 'Server Error' with status text and code; anything else gives
 * 'Something went wrong!' with its message, or 'Unknown error' when it has none.
 *
 * @example
 * classifyError(new HttpError(503)) // { kind: 'http', title: 'Server Error', status: 503, statusText: 'Service Unavailable' }
 * classifyError(new Error('boom'))  // { kind: 'other', title: 'Something went wrong!', message: 'boom' }
 */
export function classifyError(error: unknown): ErrorScreen {
  if (typeof error === 'object' && error !== null) {
    const status = field(error, 'status')
    if (isErrorStatus(status)) return httpScreen(status, field(error, 'statusText'))
    const fromDigest = statusFromDigest(field(error, 'digest'))
    if (fromDigest !== undefined) return httpScreen(fromDigest, undefined)
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
