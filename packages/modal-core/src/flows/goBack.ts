import { closeModal } from './closeModal.js'
import { routerState } from '../router/routerState.js'

/**
 * Goes to the previous view. Closes the modal instead when one view is left or when the history
 * contains UnsupportedChain.
 *
 * @example
 * backButton.onclick = () => goBack()
 */
export function goBack(): void {
  if (routerState.history.length <= 1 || routerState.history.includes('UnsupportedChain')) {
    closeModal()
    return
  }
  routerState.history.pop()
  routerState.view = routerState.history[routerState.history.length - 1]!
  routerState.data = undefined
}
