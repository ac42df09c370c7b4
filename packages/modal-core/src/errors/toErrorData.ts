import { BaseError } from './BaseError.js'
import type { ErrorCode, ErrorParams } from './errorCodes.js'

/** An error as plain data: what a user interface needs to show it in any language. */
export type ErrorData = {
  /** Picks the text in a translation. */
  code: ErrorCode
  /** The spec's English text. */
  message: string
  /** The values in the text; `variant` picks the text of a code that has several. */
  params: ErrorParams
  /** Technical text behind a modal-core error (a wallet's or server's own words), when there is some. */
  details?: string
}

/**
 * The data of a thrown value for a user interface: a modal-core error gives its code, its spec text
 * (`shortMessage`) and its params; any other error is `UNKNOWN` with its own message, and a value
 * with no message the spec's 'Unknown error'.
 *
 * @example
 * toErrorData(new EmailCooldownError({ seconds: 12 }))
 * // { code: 'EMAIL_COOLDOWN', message: 'Please try again after 12 seconds', params: { seconds: 12 } }
 */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof BaseError) {
    const { code, shortMessage: message, params, details } = error
    return details ? { code, message, params, details } : { code, message, params }
  }
  const message = (error as { message?: unknown } | null)?.message
  if (typeof message === 'string' && message) return { code: 'UNKNOWN', message, params: {} }
  return { code: 'UNKNOWN', message: 'Unknown error', params: { variant: 'empty' } }
}
