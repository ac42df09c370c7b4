import { isSignInPending } from '../siwx/isSignInPending.js'
import { modalState, SHAKE_DURATION_MS } from './modalState.js'

let shakeTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Closes the modal. While sign-in is required and there is no session, closing is blocked: the modal
 * shakes for 500 ms and false is returned.
 *
 * @example
 * if (!closeModal()) announce('Please sign in first')
 */
export function closeModal(): boolean {
  if (modalState.open && isSignInPending()) {
    modalState.shake = true
    if (shakeTimer) clearTimeout(shakeTimer)
    shakeTimer = setTimeout(() => {
      modalState.shake = false
      shakeTimer = undefined
    }, SHAKE_DURATION_MS)
    return false
  }
  modalState.open = false
  modalState.loading = false
  return true
}
