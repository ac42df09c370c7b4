import { statusText } from './httpStatus'

/** Prefix of the digest that carries an HTTP status from a Server Component to the error screen. */
export const HTTP_ERROR_DIGEST_PREFIX = 'AGENTRY_HTTP'

/**
 * An error that stands for an HTTP response (for example 503 when a backing service is down). Thrown
 * from a Server Component, its message is hidden from the browser in production but its `digest`
 * survives, so the error screen can still show 'Server Error' with the status.
 *
 * @example
 * throw new HttpError(503)
 */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: number
  readonly statusText: string
  readonly digest: string

  constructor(status: number, text: string = statusText(status)) {
    super(`${status} ${text}`)
    this.status = status
    this.statusText = text
    this.digest = `${HTTP_ERROR_DIGEST_PREFIX};${status}`
  }
}
