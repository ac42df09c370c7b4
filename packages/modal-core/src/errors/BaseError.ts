import { BaseError as SharedBaseError } from '@agentry/sign-client/errors'
import type { ErrorCode, ErrorParams } from './errorCodes.js'

export type { ErrorCode, ErrorParams } from './errorCodes.js'

export type BaseErrorParameters = {
  /** Stable code for programs; the message is for people. */
  code?: ErrorCode
  /** The values in the message ('Please try again after {seconds} seconds'), so a translation can show them. */
  params?: ErrorParams
  /** Extra technical text (for example a server's or wallet's own message). */
  details?: string
  /** Lines shown under the short message. */
  metaMessages?: string[]
  cause?: unknown
}

/**
 * The root of every error thrown by modal-core, on the shape all Agentry packages share (the sign-client's
 * `BaseError`: `shortMessage`, `code`, `details`, `metaMessages`, `walk()`). `shortMessage` is the exact
 * user-facing text of the specification; `message` adds details for logs; `params` carries its values for
 * translations. Without `details`, a cause's details (or message) are the details.
 *
 * @example
 * try { await connect({ connectorId: 'io.metamask' }) }
 * catch (error) { if (error instanceof BaseError) console.info(error.code, error.shortMessage) }
 */
export class BaseError extends SharedBaseError<ErrorCode> {
  override name = 'BaseError'
  /** The values in `shortMessage`, by name; `variant` picks the text of a code that has several. */
  readonly params: ErrorParams

  constructor(
    shortMessage: string,
    { code = 'UNKNOWN', params = {}, details, metaMessages, cause }: BaseErrorParameters = {},
  ) {
    super(shortMessage, {
      code,
      details:
        details ?? (cause instanceof BaseError ? cause.details : cause instanceof Error ? cause.message : undefined),
      metaMessages,
      cause,
    })
    this.params = params
  }
}
