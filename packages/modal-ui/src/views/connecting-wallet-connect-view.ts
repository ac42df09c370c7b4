import { goBack, routerState } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import { StoreController } from '../controllers/store-controller.js'
import { defineElement } from '../internal/define-element.js'
import { messages } from '../messages.js'
import { AgentryButton } from '../primitives/agentry-button.js'
import { AgentryText } from '../primitives/agentry-text.js'
import { AgentryWalletImage } from '../primitives/agentry-wallet-image.js'
import { baseStyles } from '../theme/theme-styles.js'
import { viewStyles } from './view-styles.js'

/**
 * The ConnectingWalletConnect view for a directory wallet (the router's `wallet`). This version has no
 * WalletConnect connector, so it says so and offers the way back to the installed wallets; the QR code,
 * deep link and copy-link arrive with the sign-client.
 *
 * @example
 * pushView('ConnectingWalletConnect', { wallet: { id, name, imageUrl } })
 */
export class AgentryConnectingWalletConnectView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      :host {
        align-items: center;
        text-align: center;
        padding-block: 8px;
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, [routerState])
  }

  override render() {
    const wallet = routerState.data?.wallet
    const name = wallet?.name ?? messages.titles.ConnectingWalletConnect
    return html`<agentry-wallet-image image-url=${wallet?.imageUrl ?? nothing} size="80"></agentry-wallet-image>
      <agentry-text variant="title" role="alert">${messages.connectingWalletConnect.unavailable(name)}</agentry-text>
      <agentry-text variant="muted">${messages.connectingWalletConnect.hint}</agentry-text>
      <agentry-button data-action="back" @click=${() => goBack()}>${messages.shell.back}</agentry-button>`
  }
}

/**
 * Defines `<agentry-connecting-wallet-connect-view>` and what it renders.
 *
 * @example
 * (await import('./views/connecting-wallet-connect-view.js')).defineConnectingWalletConnectView()
 */
export function defineConnectingWalletConnectView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-wallet-image', AgentryWalletImage)
  defineElement('agentry-connecting-wallet-connect-view', AgentryConnectingWalletConnectView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connecting-wallet-connect-view': AgentryConnectingWalletConnectView
  }
}
