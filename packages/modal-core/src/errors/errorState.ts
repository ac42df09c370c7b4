import { BaseError } from './BaseError.js'
import type { ErrorCode, ErrorParams } from './errorCodes.js'
import { toErrorData } from './toErrorData.js'

/** How a store keeps its last error: the spec's English text, and the code and params to translate it by. */
export type ErrorStateFields = {
  /** The spec's English text of the last error. */
  error: string | undefined
  errorCode: ErrorCode | undefined
  /** The values in `error`, for a translation (see `toErrorData`). */
  errorParams: ErrorParams | undefined
}

/** The error fields of a store with no error (internal). */
export const NO_ERROR: ErrorStateFields = { error: undefined, errorCode: undefined, errorParams: undefined }

/**
 * The error fields of a store for `error`, set together so a view never shows one error's text with
 * another's code (internal).
 *
 * @example
 * Object.assign(frameState, errorState(new EmailCooldownError({ seconds: 12 })))
 */
export function errorState(error: BaseError): ErrorStateFields {
  return { error: error.shortMessage, errorCode: error.code, errorParams: error.params }
}

/**
 * The error fields of a store for any thrown value: a modal-core error as itself, anything else as
 * `fallback` (the spec's text for the action) when given, else as `UNKNOWN` with its own message (internal).
 *
 * @example
 * Object.assign(swapState, toErrorState(error, (cause) => new SwapFailedError({ cause })))
 */
export function toErrorState(error: unknown, fallback?: (cause: unknown) => BaseError): ErrorStateFields {
  if (error instanceof BaseError) return errorState(error)
  if (fallback) return errorState(fallback(error))
  const { code, message, params } = toErrorData(error)
  return { error: message, errorCode: code, errorParams: params }
}
