import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { isValidSession } from './isValidSession.js'
import { siwxState } from './siwxState.js'

/**
 * Reads the session through the app's `getSession` hook into `siwxState.session`. A session that
 * cannot be read counts as none; the result says whether the lookup worked.
 *
 * @example
 * await refreshSession()
 * siwxState.session // { address, chainId } or undefined
 */
export async function refreshSession(): Promise<boolean> {
  const siwx = optionsState.siwx
  if (!siwx) return true
  try {
    const session = await siwx.getSession()
    siwxState.session = isValidSession(session) ? { address: session.address, chainId: session.chainId } : undefined
    return true
  } catch (error) {
    logQuietly('SESSION_FETCH_FAILED', error)
    siwxState.session = undefined
    return false
  }
}
