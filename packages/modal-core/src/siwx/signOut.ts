import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { clearNonce } from './nonceCache.js'
import { siwxState } from './siwxState.js'
import { NO_ERROR } from '../errors/errorState.js'

/**
 * Ends the sign-in session: clears it locally, calls the app's `signOut` hook (failures only logged)
 * and then `onSignOut`.
 *
 * @example
 * await signOut()
 */
export async function signOut(): Promise<void> {
  const siwx = optionsState.siwx
  siwxState.session = undefined
  siwxState.status = 'idle'
  Object.assign(siwxState, NO_ERROR)
  clearNonce()
  if (!siwx) return
  try {
    await siwx.signOut()
  } catch (error) {
    logQuietly('SIGN_OUT_FAILED', error)
  }
  siwx.onSignOut?.()
}
