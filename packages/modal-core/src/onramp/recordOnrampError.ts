import type { BaseError } from '../errors/BaseError.js'
import { onrampState } from './onrampState.js'
import { errorState } from '../errors/errorState.js'

/** Shows an error in the on-ramp state and hands it back for throwing (internal). */
export function recordOnrampError<error extends BaseError>(error: error): error {
  Object.assign(onrampState, errorState(error))
  return error
}
