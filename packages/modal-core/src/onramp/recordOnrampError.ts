import type { BaseError } from '../errors/BaseError.js'
import { onrampState } from './onrampState.js'

/** Shows an error in the on-ramp state and hands it back for throwing (internal). */
export function recordOnrampError<error extends BaseError>(error: error): error {
  onrampState.error = error.shortMessage
  onrampState.errorCode = error.code
  return error
}
