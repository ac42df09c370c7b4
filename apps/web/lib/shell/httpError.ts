import { statusText } from './httpStatus'

/** Prefix of the digest that carries an HTTP status from a Server Component to the error screen. */
export const HTTP_ERROR_DIGEST_PREFIX = 'AGENTRY_HTTP'

/**
 * Why a page could not be served, when the server knows: the error screen explains it in words
 * (lib/shell/errorScreen.ts). The same codes as the auth API's 503 answers.
 */
export type HttpErrorReason = 'DATABASE_UNAVAILABLE' | 'RATE_LIMIT_STORE_UNAVAILABLE'

/**
 * An error that stands for an HTTP response (for example 503 when a backing service is down). Thrown
 * from a Server Component, its message is hidden from the browser in production but its `digest`
 * survives (`AGENTRY_HTTP;503` or, with a reason, `AGENTRY_HTTP;503;DATABASE_UNAVAILABLE`), so the error
 * screen can still show 'Server Error' with the status and say why.
 *
 * @example
 * throw new HttpError(503)
 * throw new HttpError(503, undefined, 'DATABASE_UNAVAILABLE', { cause: error })
 */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly statusText: string
  readonly reason: HttpErrorReason | undefined
  readonly digest: string

  constructor(status: number, text: string = statusText(status), reason?: HttpErrorReason, options?: ErrorOptions) {
    super(`${status} ${text}`, options)
    this.status = status
    this.statusText = text
    this.reason = reason
    this.digest = [HTTP_ERROR_DIGEST_PREFIX, status, ...(reason ? [reason] : [])].join(';')
  }
}
