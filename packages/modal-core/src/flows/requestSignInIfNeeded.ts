import { getSignInNamespace } from '../adapters/namespaces.js'
import { chainState } from '../chain/chainState.js'
import { connectionState, getNamespaceConnection } from '../connection/connectionState.js'
import { AuthInitError } from '../errors/siwxErrors.js'
import { showError } from '../snackbar/showError.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { optionsState } from '../options/optionsState.js'
import { routerState } from '../router/routerState.js'
import { runInBackground } from '../utils/background.js'
import { prefetchNonce } from '../siwx/nonceCache.js'
import { refreshSession } from '../siwx/refreshSession.js'
import { signOut } from '../siwx/signOut.js'
import { siwxState } from '../siwx/siwxState.js'

/**
 * The sign-in policy, run whenever the connected account or chain changes: re-reads the session; signs
 * out when the session belongs to another account or chain (each configurable); then, with no
 * session, opens the SIWXSignMessage view.
 *
 * @example
 * await requestSignInIfNeeded()
 */
export async function requestSignInIfNeeded(): Promise<void> {
  const siwx = optionsState.siwx
  if (!siwx || connectionState.status !== 'connected') return
  // Spec section 8: a failed lookup as sign-in starts is said, and sign-in goes on as with no session.
  if (!(await refreshSession())) showError(new AuthInitError())
  // Sign-in concerns the sign-in namespace's wallet only (Sign-In With Ethereum: eip155).
  const namespace = getSignInNamespace()
  const address = namespace && chainState.chains[namespace]?.accountState.address
  const connection = namespace && getNamespaceConnection(namespace)
  if (!address || !connection) return
  const chainId = Number(connection.chainId)
  const session = siwxState.session
  if (session) {
    const otherAccount = session.address.toLowerCase() !== address.toLowerCase()
    const otherChain = session.chainId !== chainId
    if ((otherAccount && siwx.signOutOnAccountChange) || (otherChain && siwx.signOutOnNetworkChange)) await signOut()
  }
  if (connectionState.status !== 'connected') return
  if (siwxState.session) {
    // The Connect view leaves closing to this policy when sign-in is configured.
    if (modalState.open && routerState.view === 'Connect') closeModal()
    return
  }
  if (modalState.open && routerState.view === 'SIWXSignMessage') return
  // Fetch the nonce while the user reads the sign-in view, so pressing Sign costs one round trip less.
  runInBackground(prefetchNonce(siwx), 'NONCE_FETCH_FAILED')
  await openModal({ view: 'SIWXSignMessage' })
}
