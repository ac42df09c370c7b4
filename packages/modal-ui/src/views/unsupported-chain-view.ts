import { chainState, connectionState, optionsState } from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { DisconnectController } from '../controllers/disconnect-controller.js'
import { NetworkSwitchController } from '../controllers/network-switch-controller.js'
import { StoreController } from '../controllers/store-controller.js'
import { defineElement } from '../internal/define-element.js'
import { messages } from '../messages.js'
import { AgentryButton } from '../primitives/agentry-button.js'
import { AgentryInlineError } from '../primitives/agentry-inline-error.js'
import { AgentryText } from '../primitives/agentry-text.js'
import { AgentryWalletRow } from '../primitives/agentry-wallet-row.js'
import { baseStyles } from '../theme/theme-styles.js'
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
  static override styles = [baseStyles, viewStyles]

  readonly #disconnector = new DisconnectController(this)
  readonly #switcher = new NetworkSwitchController(this)

  constructor() {
    super()
    new StoreController(this, [optionsState, chainState, connectionState])
  }

  override render() {
    const disconnecting = this.#disconnector.disconnecting
    const pendingId = this.#switcher.pendingId
    const busy = pendingId !== undefined || disconnecting
    const failure = this.#switcher.failure ?? this.#disconnector.failure
    return html`<agentry-text variant="muted">${messages.unsupportedChain.explanation}</agentry-text>
      <ul class="stack" aria-label=${messages.unsupportedChain.networksLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          optionsState.networks,
          (network) => network.caipNetworkId,
          (network) =>
            html`<li>
              <agentry-wallet-row
                data-network-id=${network.caipNetworkId}
                name=${network.name}
                image-url=${network.assets?.imageUrl ?? nothing}
                ?loading=${pendingId === network.caipNetworkId}
                loading-label=${messages.unsupportedChain.switching(network.name)}
                ?disabled=${busy && pendingId !== network.caipNetworkId}
                @click=${() => void this.#switcher.run(network)}
              ></agentry-wallet-row>
            </li>`,
        )}
      </ul>
      ${failure ? html`<agentry-inline-error message=${failure}></agentry-inline-error>` : nothing}
      <agentry-button
        variant="neutral"
        ?loading=${disconnecting}
        ?disabled=${busy && !disconnecting}
        @click=${this.#disconnector.run}
      >
        ${disconnecting ? messages.account.disconnecting : messages.account.disconnect}
      </agentry-button>`
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
