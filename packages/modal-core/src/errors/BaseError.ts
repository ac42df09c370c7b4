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
 * The root of every error thrown by modal-core. `shortMessage` is the exact user-facing text of the
 * specification; `message` adds details for logs.
 *
 * @example
 * try { await connect({ connectorId: 'io.metamask' }) }
 * catch (error) { if (error instanceof BaseError) console.info(error.code, error.shortMessage) }
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly code: ErrorCode
  /** The values in `shortMessage`, by name; `variant` picks the text of a code that has several. */
  readonly params: ErrorParams
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.code = parameters.code ?? 'UNKNOWN'
    this.params = parameters.params ?? {}
    this.details = details
    this.metaMessages = parameters.metaMessages
  }

  /**
   * Walks the `cause` chain and returns the deepest error, or the first one `predicate` accepts.
   *
   * @example
   * const rpcError = error.walk((e) => typeof (e as { code?: unknown }).code === 'number')
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(start: unknown, predicate?: (error: unknown) => boolean): unknown {
  let current = start
  for (;;) {
    if (predicate?.(current)) return current
    const next = current instanceof Error ? current.cause : undefined
    if (next === undefined) return predicate ? null : current
    current = next
  }
}
