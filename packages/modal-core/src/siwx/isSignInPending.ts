import { getActiveAccount } from '../chain/getActiveAccount.js'
import { optionsState } from '../options/optionsState.js'
import { siwxState } from './siwxState.js'

/**
 * Whether sign-in is required and still missing: `siwx.required`, a wallet connected and no session
 * for it. While true the modal cannot be closed.
 *
 * @example
 * if (isSignInPending()) pushView('SIWXSignMessage')
 */
export function isSignInPending(): boolean {
  return Boolean(optionsState.siwx?.required && getActiveAccount().address && !siwxState.session)
}
