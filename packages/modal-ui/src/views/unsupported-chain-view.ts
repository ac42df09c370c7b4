import { chainState, connectionState, optionsState, switchNetwork, type CaipNetwork } from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { DisconnectController } from '../controllers/disconnect-controller.js'
import { StoreController } from '../controllers/store-controller.js'
import { defineElement } from '../internal/define-element.js'
import { messages } from '../messages.js'
import { AgentryButton } from '../primitives/agentry-button.js'
import { AgentryInlineError } from '../primitives/agentry-inline-error.js'
import { AgentryText } from '../primitives/agentry-text.js'
import { AgentryWalletRow } from '../primitives/agentry-wallet-row.js'
import { baseStyles } from '../theme/theme-styles.js'
import { errorMessage } from './error-message.js'
import { viewStyles } from './view-styles.js'

/**
 * The UnsupportedChain view: the wallet is on a network the app does not offer. It lists the app's
 * networks; choosing one asks the wallet to switch (the core adds the chain to the wallet first when the
 * wallet does not know it), and the core leaves this view once the wallet is on an offered network.
 * Disconnect is the other way out.
 *
 * @example
 * html`<agentry-unsupported-chain-view></agentry-unsupported-chain-view>`
 */
export class AgentryUnsupportedChainView extends LitElement {
  static override properties = {
    pendingId: { state: true },
    failure: { state: true },
  }

  static override styles = [baseStyles, viewStyles]

  declare pendingId: string | undefined
  declare failure: string | undefined
  readonly #disconnector = new DisconnectController(this)

  constructor() {
    super()
    this.pendingId = undefined
    this.failure = undefined
    new StoreController(this, [optionsState, chainState, connectionState])
  }

  override render() {
    const disconnecting = this.#disconnector.disconnecting
    const busy = this.pendingId !== undefined || disconnecting
    const failure = this.failure ?? this.#disconnector.failure
    return html`<agentry-text variant="muted">${messages.unsupportedChain.explanation}</agentry-text>
      <ul class="stack" aria-label=${messages.unsupportedChain.networksLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          optionsState.networks,
          (network) => network.caipNetworkId,
          (network) => html`<li>
            <agentry-wallet-row
              data-network-id=${network.caipNetworkId}
              name=${network.name}
              image-url=${network.assets?.imageUrl ?? nothing}
              ?loading=${this.pendingId === network.caipNetworkId}
              loading-label=${messages.unsupportedChain.switching(network.name)}
              ?disabled=${busy && this.pendingId !== network.caipNetworkId}
              @click=${() => this.#switch(network)}
            ></agentry-wallet-row>
          </li>`,
        )}
      </ul>
      ${failure ? html`<agentry-inline-error message=${failure}></agentry-inline-error>` : nothing}
      <agentry-button variant="neutral" ?loading=${disconnecting} ?disabled=${busy && !disconnecting} @click=${this.#disconnector.run}>
        ${disconnecting ? messages.account.disconnecting : messages.account.disconnect}
      </agentry-button>`
  }

  async #switch(network: CaipNetwork): Promise<void> {
    if (this.pendingId !== undefined) return
    this.pendingId = network.caipNetworkId
    this.failure = undefined
    try {
      await switchNetwork(network)
    } catch (error) {
      this.failure = errorMessage(error)
    } finally {
      this.pendingId = undefined
    }
  }
}

/**
 * Defines `<agentry-unsupported-chain-view>` and the primitives it renders; the shell calls it after
 * loading this module.
 *
 * @example
 * const { defineUnsupportedChainView } = await import('./views/unsupported-chain-view.js')
 * defineUnsupportedChainView()
 */
export function defineUnsupportedChainView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-wallet-row', AgentryWalletRow)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-unsupported-chain-view', AgentryUnsupportedChainView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-unsupported-chain-view': AgentryUnsupportedChainView
  }
}
