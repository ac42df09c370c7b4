import { isUnsupportedChain } from '../chain/isUnsupportedChain.js'
import { routerState } from '../router/routerState.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'

/**
 * Runs after the active account or chain changes: on an unsupported chain the modal opens
 * UnsupportedChain; once the wallet is back on a configured network that view closes (embedded, it
 * shows Account). Returns whether the chain is unsupported.
 *
 * @example
 * if (await showUnsupportedChain()) return // the sign-in policy waits for a supported chain
 */
export async function showUnsupportedChain(): Promise<boolean> {
  const onUnsupportedView = modalState.open && routerState.view === 'UnsupportedChain'
  if (isUnsupportedChain()) {
    if (!onUnsupportedView) await openModal({ view: 'UnsupportedChain' })
    return true
  }
  if (onUnsupportedView) closeModal()
  return false
}
