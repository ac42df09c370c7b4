import { routerState, type Connector } from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { ActionController, centeredViewStyles, connectAndClose, viewStyles } from './view-common.js'
import {
  AgentryButton,
  AgentryInlineError,
  AgentrySpinner,
  AgentryText,
  AgentryWalletImage,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'

/**
 * The ConnectingExternal view: one browser wallet (the router's `connector`) is asked to connect as the
 * view opens. While it waits the view says where to look; a refusal or failure shows the message and
 * 'Try again'. Connected without a sign-in policy, the modal closes; with one, the core moves on to
 * sign-in.
 *
 * @example
 * pushView('ConnectingExternal', { connector })
 */
export class AgentryConnectingExternalView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, centeredViewStyles]

  readonly #connector = new ActionController(this, connectAndClose, (connector) => connector.id)
  #started: Connector | undefined

  constructor() {
    super()
    new StoreController(this, [routerState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const connector = routerState.data?.connector
    if (connector && this.#started !== connector) {
      this.#started = connector
      void this.#connector.run(connector)
    }
  }

  override render() {
    const connector = routerState.data?.connector
    if (!connector)
      return html`<agentry-inline-error message=${messages.connectingExternal.noWallet}></agentry-inline-error>`
    const { pendingKey, failure } = this.#connector
    const waiting = pendingKey === connector.id
    return html`<agentry-wallet-image
        image-url=${connector.imageUrl ?? connector.info?.icon ?? nothing}
        size="80"
      ></agentry-wallet-image>
      <agentry-text variant="title"
        >${failure
          ? messages.connect.failed(connector.name)
          : messages.connectingExternal.continueIn(connector.name)}</agentry-text
      >
      ${failure
        ? html`<agentry-inline-error .error=${failure.error}></agentry-inline-error>
            <agentry-button variant="accent" data-action="retry" @click=${() => this.#connector.retry()}
              >${messages.connect.retry}</agentry-button
            >`
        : html`<agentry-text variant="muted">${messages.connectingExternal.hint}</agentry-text> ${waiting
              ? html`<agentry-spinner label=${messages.connect.connecting}></agentry-spinner>`
              : nothing}`}
      <p class="visually-hidden" role="status" aria-live="polite">
        ${waiting ? messages.connect.connectingTo(connector.name) : ''}
      </p>`
  }
}

/**
 * Defines `<agentry-connecting-external-view>` and what it renders.
 *
 * @example
 * (await import('./views/connecting-external-view.js')).defineConnectingExternalView()
 */
export function defineConnectingExternalView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-wallet-image', AgentryWalletImage)
  defineElement('agentry-connecting-external-view', AgentryConnectingExternalView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connecting-external-view': AgentryConnectingExternalView
  }
}
