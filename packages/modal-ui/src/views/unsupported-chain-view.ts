import { chainState, connectionState, optionsState, switchNetwork, type CaipNetwork } from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { ActionController, disconnectAndClose, repeat, viewStyles } from './view-common.js'
import {
  AgentryButton,
  AgentryInlineError,
  AgentryText,
  AgentryWalletRow,
  StoreController,
  baseStyles,
  defineElement,
  messages,
} from './view-kit.js'
import { networkRow } from './network-row.js'

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

  readonly #disconnector = new ActionController(this, disconnectAndClose)
  readonly #switcher = new ActionController(this, switchNetwork, (network: CaipNetwork) => network.caipNetworkId)

  constructor() {
    super()
    new StoreController(this, [optionsState, chainState, connectionState])
  }

  override render() {
    const disconnecting = this.#disconnector.pending
    const pendingKey = this.#switcher.pendingKey
    const busy = this.#switcher.pending || disconnecting
    const failure = this.#switcher.failure ?? this.#disconnector.failure
    return html`<agentry-text variant="muted">${messages.unsupportedChain.explanation}</agentry-text>
      <ul class="stack" aria-label=${messages.unsupportedChain.networksLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          optionsState.networks,
          (network) => network.caipNetworkId,
          (network) => networkRow({ network, pendingKey, busy, onPress: () => void this.#switcher.run(network) }),
        )}
      </ul>
      ${failure
        ? html`<agentry-inline-error
            .error=${failure.error}
            detail=${(failure === this.#disconnector.failure && failure.error.details) || nothing}
          ></agentry-inline-error>`
        : nothing}
      <agentry-button
        variant="neutral"
        ?loading=${disconnecting}
        ?disabled=${busy && !disconnecting}
        @click=${() => void this.#disconnector.run()}
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
