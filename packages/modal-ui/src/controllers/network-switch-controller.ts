import { switchNetwork, type CaipNetwork } from '@agentry/modal-core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { errorMessage } from '../views/error-message.js'

/**
 * A view's network list: switches through core `switchNetwork` one network at a time, and keeps which
 * one is switching and the failure message for the view to render.
 *
 * @example
 * readonly #switcher = new NetworkSwitchController(this)
 * html`<agentry-wallet-row ?loading=${this.#switcher.pendingId === id} @click=${() => this.#switcher.run(network)}>…`
 */
export class NetworkSwitchController implements ReactiveController {
  pendingId: string | undefined = undefined
  failure: string | undefined = undefined

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  hostConnected(): void {}

  /** Switches to `network`; resolves true when the switch went through. A second press while one runs is ignored. */
  async run(network: CaipNetwork): Promise<boolean> {
    if (this.pendingId !== undefined) return false
    this.pendingId = network.caipNetworkId
    this.failure = undefined
    this.host.requestUpdate()
    try {
      await switchNetwork(network)
      return true
    } catch (error) {
      this.failure = errorMessage(error)
      return false
    } finally {
      this.pendingId = undefined
      this.host.requestUpdate()
    }
  }
}
