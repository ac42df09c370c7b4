import { disconnect } from './disconnect.js'
import { closeModal } from './closeModal.js'
import { optionsState } from '../options/optionsState.js'
import { siwxState } from '../siwx/siwxState.js'
import { NO_ERROR } from '../errors/errorState.js'

/**
 * The user cancels signing: when sign-in is required the wallet is disconnected (then the modal
 * closes); otherwise the modal just closes.
 *
 * @example
 * cancelButton.onclick = () => cancelSignIn()
 */
export async function cancelSignIn(): Promise<void> {
  siwxState.status = 'idle'
  Object.assign(siwxState, NO_ERROR)
  if (optionsState.siwx?.required) await disconnect()
  closeModal()
}
