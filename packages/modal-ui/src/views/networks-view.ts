import {
  chainState,
  getActiveNetwork,
  goBack,
  optionsState,
  routerState,
  switchNetwork,
  type CaipNetwork,
} from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { ActionController, repeat, viewStyles } from './view-common.js'
import {
  AgentryInlineError,
  AgentrySpinner,
  AgentryWalletRow,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'
import { networkRow } from './network-row.js'

/**
 * The Networks view: the app's networks with the active one marked. Choosing another switches through
 * the wallet (same namespace) or only the active network (another namespace), then goes back; a
 * refusal stays here with its message.
 *
 * @example
 * html`<agentry-networks-view></agentry-networks-view>`
 */
export class AgentryNetworksView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles]

  readonly #switcher = new ActionController(this, switchNetwork, (network: CaipNetwork) => network.caipNetworkId)

  constructor() {
    super()
    new StoreController(this, [optionsState, chainState])
  }

  override render() {
    const active = getActiveNetwork()?.caipNetworkId
    const { pendingKey, pending: busy, failure } = this.#switcher
    return html`<ul class="stack" aria-label=${messages.networks.label} aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          optionsState.networks,
          (network) => network.caipNetworkId,
          (network) =>
            networkRow({
              network,
              active: network.caipNetworkId === active,
              pendingKey,
              busy,
              onPress: () => void this.#switch(network, active),
            }),
        )}
      </ul>
      ${failure ? html`<agentry-inline-error .error=${failure.error}></agentry-inline-error>` : nothing}`
  }

  async #switch(network: CaipNetwork, active: string | undefined): Promise<void> {
    if (network.caipNetworkId === active) return goBack()
    // The switch may open another view (Sign In, when the new chain has no session): going back from
    // that would drop it, and with one view left, close the modal.
    if ((await this.#switcher.run(network)) && routerState.view === 'Networks') goBack()
  }
}

/**
 * Defines `<agentry-networks-view>` and what it renders.
 *
 * @example
 * (await import('./views/networks-view.js')).defineNetworksView()
 */
export function defineNetworksView(): void {
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-wallet-row', AgentryWalletRow)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-networks-view', AgentryNetworksView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-networks-view': AgentryNetworksView
  }
}
