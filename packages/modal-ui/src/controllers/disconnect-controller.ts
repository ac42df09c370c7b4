import { closeModal, disconnect, modalState } from '@agentry/modal-core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { messages } from '../messages.js'
import { errorMessage } from '../views/error-message.js'

/**
 * A view's Disconnect button: runs core `disconnect()`, closes the modal when it worked, and keeps the
 * progress and the failure message for the view to render.
 *
 * @example
 * readonly #disconnector = new DisconnectController(this)
 * html`<agentry-button ?loading=${this.#disconnector.disconnecting} @click=${this.#disconnector.run}>…`
 */
export class DisconnectController implements ReactiveController {
  disconnecting = false
  failure: string | undefined = undefined

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  hostConnected(): void {}

  readonly run = async (): Promise<void> => {
    if (this.disconnecting) return
    this.disconnecting = true
    this.failure = undefined
    this.host.requestUpdate()
    try {
      await disconnect()
      if (modalState.open) closeModal()
    } catch (error) {
      this.failure = errorMessage(error) || messages.account.disconnectFailed
    } finally {
      this.disconnecting = false
      this.host.requestUpdate()
    }
  }
}
