import { goBack, optionsState, routerState, toErrorData } from '@agentry/modal-core'
import type * as WalletConnectModule from '@agentry/modal-core/walletconnect'
import { LitElement, css, html, nothing } from 'lit'
import { subscribe } from 'valtio/vanilla'
import { ActionController, centeredViewStyles, connectAndClose, fieldStyles, viewStyles } from './view-common.js'
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
import { AgentryQrCode } from '../primitives/agentry-qr-code.js'
import type { CoreText } from '../i18n/errors/translateError.js'

type WalletConnectEntry = typeof WalletConnectModule

/** How long the copy button shows its confirmation. */
const COPIED_FEEDBACK_MS = 1500

/**
 * The ConnectingWalletConnect view (and ConnectingWalletConnectBasic, without a chosen wallet): asks
 * for a WalletConnect session as it opens and shows the pairing URI as a QR code to scan, with
 * 'Copy link' and, for a directory wallet, buttons that open it with the URI (mobile, desktop, web app).
 * Connected, the modal closes (or sign-in follows). A rejection or expiry shows the reason with 'Try
 * again'. Without WalletConnect configured it says so.
 *
 * @example
 * pushView('ConnectingWalletConnect', { wallet: { id, name, imageUrl, mobileLink } })
 */
export class AgentryConnectingWalletConnectView extends LitElement {
  static override properties = { entry: { state: true }, copied: { state: true }, setupError: { state: true } }
  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    centeredViewStyles,
    css`
      agentry-qr-code {
        width: 100%;
        max-width: 280px;
      }
      .links {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        justify-content: center;
      }
    `,
  ]

  declare entry: WalletConnectEntry | undefined
  declare copied: boolean
  declare setupError: CoreText | undefined
  readonly #connector = new ActionController(this, connectAndClose, (connector) => connector.id)
  #copiedTimer: ReturnType<typeof setTimeout> | undefined
  #stateStop: (() => void) | undefined

  constructor() {
    super()
    this.entry = undefined
    this.copied = false
    this.setupError = undefined
    new StoreController(this, [routerState, optionsState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (optionsState.walletConnect) void this.#start()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#copiedTimer)
    this.#stateStop?.()
  }

  async #start(): Promise<void> {
    try {
      const entry = await import('@agentry/modal-core/walletconnect')
      this.#stateStop = subscribe(entry.walletConnectState, () => this.requestUpdate())
      this.entry = entry
      const connector = await entry.setUpWalletConnect()
      await this.#connector.run(connector)
    } catch (error) {
      this.setupError = toErrorData(error)
    }
  }

  override render() {
    const wallet = routerState.data?.wallet
    if (!optionsState.walletConnect) {
      const name = wallet?.name ?? messages.titles.ConnectingWalletConnect
      return html`<agentry-wallet-image image-url=${wallet?.imageUrl ?? nothing} size="80"></agentry-wallet-image>
        <agentry-text variant="title" role="alert">${messages.connectingWalletConnect.unavailable(name)}</agentry-text>
        <agentry-text variant="muted">${messages.connectingWalletConnect.hint}</agentry-text>
        <agentry-button data-action="back" @click=${() => goBack()}>${messages.shell.back}</agentry-button>`
    }
    const uri = this.entry?.walletConnectState.uri
    const failure = this.setupError ?? this.#connector.failure?.error
    if (failure) {
      return html`<agentry-inline-error .error=${failure}></agentry-inline-error>
        <agentry-button variant="accent" data-action="retry" @click=${this.#retry}
          >${messages.connect.retry}</agentry-button
        >`
    }
    if (!uri) return html`<agentry-spinner label=${messages.connectingWalletConnect.preparing}></agentry-spinner>`
    const links =
      wallet && this.entry
        ? this.entry.walletConnectLinks(
            { mobile_link: wallet.mobileLink, desktop_link: wallet.desktopLink, webapp_link: wallet.webappLink },
            uri,
          )
        : {}
    return html`<agentry-qr-code value=${uri} label=${messages.connectingWalletConnect.qrLabel}></agentry-qr-code>
      <agentry-text variant="title"
        >${wallet
          ? messages.connectingWalletConnect.scanWith(wallet.name)
          : messages.connectingWalletConnect.scan}</agentry-text
      >
      <agentry-text variant="muted">${messages.connectingWalletConnect.hintScan}</agentry-text>
      <div class="links">
        ${links.mobile
          ? html`<a class="link" data-link="mobile" href=${links.mobile}
              >${messages.connectingWalletConnect.openMobile}</a
            >`
          : nothing}
        ${links.desktop
          ? html`<a class="link" data-link="desktop" href=${links.desktop}
              >${messages.connectingWalletConnect.openDesktop}</a
            >`
          : nothing}
        ${links.webapp
          ? html`<a class="link" data-link="webapp" href=${links.webapp} target="_blank" rel="noopener noreferrer"
              >${messages.connectingWalletConnect.openWeb}</a
            >`
          : nothing}
        <agentry-button data-action="copy" @click=${() => void this.#copy(uri)}
          >${this.copied
            ? messages.connectingWalletConnect.copied
            : messages.connectingWalletConnect.copy}</agentry-button
        >
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">
        ${this.copied ? messages.connectingWalletConnect.copied : ''}
      </p>`
  }

  readonly #retry = (): void => {
    this.setupError = undefined
    if (this.#connector.failure) this.#connector.retry()
    else void this.#start()
  }

  async #copy(uri: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(uri)
      this.copied = true
      clearTimeout(this.#copiedTimer)
      this.#copiedTimer = setTimeout(() => (this.copied = false), COPIED_FEEDBACK_MS)
    } catch {
      this.setupError = { message: messages.connectingWalletConnect.copyFailed }
    }
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
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-qr-code', AgentryQrCode)
  defineElement('agentry-wallet-image', AgentryWalletImage)
  defineElement('agentry-connecting-wallet-connect-view', AgentryConnectingWalletConnectView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connecting-wallet-connect-view': AgentryConnectingWalletConnectView
  }
}
