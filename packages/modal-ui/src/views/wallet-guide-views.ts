import { optionsState, pushView, routerState } from '@agentry/modal-core'
import { getWalletList } from '@agentry/modal-core/wallet-list'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryText,
  AgentryWalletImage,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  walletRow,
  walletRowStyles,
} from './view-kit.js'
import { fieldStyles, openGetWallet, repeat, requestViewLoad, viewStyles, walletIconUrl } from './view-common.js'

const guideStyles = css`
  section {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 12px;
    border-radius: var(--agentry-radius-md);
    background: var(--agentry-color-bg-raised);
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    padding-top: 4px;
  }
  a.link {
    text-decoration: none;
  }
  .head {
    display: flex;
    align-items: center;
    gap: 12px;
  }
`

/** A link that leaves the page for a store or the wallet's site. */
const outLink = (href: string | undefined, label: string, kind: string) =>
  href
    ? html`<a class="link" data-link=${kind} href=${href} target="_blank" rel="noopener noreferrer">${label}</a>`
    : nothing

/**
 * The "Get <wallet>" view for a curated wallet that is not installed: its browser extension and its
 * phone apps. With a WalletConnect relay configured it also shows a QR code (and the wallet's mobile
 * deep link) to connect the wallet from a phone right away.
 *
 * @example
 * pushView('GetWallet', { curatedWallet: wallet }) // or openGetWallet(wallet)
 */
export class AgentryGetWalletView extends LitElement {
  static override properties = { qrReady: { state: true } }
  static override styles = [baseStyles, viewStyles, fieldStyles, guideStyles]

  /** The QR code's element and its texts are loaded (it is placed only then, so it never renders without texts). */
  declare qrReady: boolean

  constructor() {
    super()
    this.qrReady = false
    new StoreController(this, [routerState, optionsState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // The QR code is the ConnectingWalletConnect view's element; have the shell load it with its texts.
    if (optionsState.walletConnect)
      void requestViewLoad(this, 'ConnectingWalletConnect').then(() => (this.qrReady = true))
  }

  override render() {
    const wallet = routerState.data?.curatedWallet
    if (!wallet) return nothing
    const guide = messages.walletGuide
    const relay = optionsState.walletConnect !== undefined
    return html`<div class="head">
        <agentry-wallet-image image-url=${walletIconUrl(wallet)} size="48"></agentry-wallet-image>
        <agentry-text variant="title">${wallet.name}</agentry-text>
      </div>
      <section part="desktop" aria-label=${guide.desktopTitle}>
        <agentry-text variant="title">${guide.desktopTitle}</agentry-text>
        <agentry-text variant="muted">${guide.desktopText(wallet.name)}</agentry-text>
        <div class="links">
          ${outLink(wallet.links.desktop, guide.addToBrowser, 'desktop')}
          ${outLink(wallet.links.homepage, guide.website, 'homepage')}
        </div>
      </section>
      <section part="mobile" aria-label=${guide.mobileTitle}>
        <agentry-text variant="title">${guide.mobileTitle}</agentry-text>
        <agentry-text variant="muted"
          >${relay ? guide.mobileText(wallet.name) : guide.mobileTextNoRelay(wallet.name)}</agentry-text
        >
        <div class="links">
          ${outLink(wallet.links.ios, guide.appStore, 'ios')}
          ${outLink(wallet.links.android, guide.googlePlay, 'android')}
        </div>
      </section>
      ${relay
        ? html`<agentry-text variant="title">${guide.scanTitle(wallet.name)}</agentry-text> ${this.qrReady
              ? html`<agentry-connecting-wallet-connect-view part="qr"></agentry-connecting-wallet-connect-view>`
              : nothing}`
        : nothing}`
  }
}

/**
 * "What is a wallet?": three short paragraphs for a visitor who has none, and a way on to "Get a wallet".
 *
 * @example
 * pushView('WhatIsAWallet')
 */
export class AgentryWhatIsAWalletView extends LitElement {
  static override styles = [baseStyles, viewStyles, guideStyles]

  constructor() {
    super()
    new StoreController(this, [routerState])
  }

  override render() {
    const guide = messages.walletGuide
    return html`${guide.about.map(
        ({ title, text }) =>
          html`<section>
            <agentry-text variant="title">${title}</agentry-text>
            <agentry-text variant="muted">${text}</agentry-text>
          </section>`,
      )}
      <agentry-button variant="accent" data-action="get-a-wallet" @click=${() => pushView('GetAWallet')}
        >${guide.getAWallet}</agentry-button
      >`
  }
}

/**
 * "Get a wallet": the curated list (as the app configured it), each opening its "Get <wallet>" view;
 * wallets already installed are marked.
 *
 * @example
 * pushView('GetAWallet')
 */
export class AgentryGetAWalletView extends LitElement {
  static override styles = [baseStyles, viewStyles, walletRowStyles]

  constructor() {
    super()
    new StoreController(this, [routerState, optionsState])
  }

  override render() {
    const guide = messages.walletGuide
    return html`<agentry-text variant="muted">${guide.pickOne}</agentry-text>
      <ul class="stack" aria-label=${guide.popularLabel}>
        ${repeat(
          getWalletList(),
          ({ wallet }) => wallet.id,
          ({ wallet, installed }) =>
            html`<li data-wallet-id=${wallet.id}>
              ${walletRow({
                name: wallet.name,
                imageUrl: walletIconUrl(wallet),
                tag: installed ? guide.installedTag : guide.get,
                onPress: () => openGetWallet(wallet),
              })}
            </li>`,
        )}
      </ul>`
  }
}

/**
 * Defines the wallet guide's views (GetWallet, WhatIsAWallet, GetAWallet) and what they render.
 *
 * @example
 * (await import('./views/wallet-guide-views.js')).defineWalletGuideViews()
 */
export function defineWalletGuideViews(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-wallet-image', AgentryWalletImage)
  defineElement('agentry-get-wallet-view', AgentryGetWalletView)
  defineElement('agentry-what-is-a-wallet-view', AgentryWhatIsAWalletView)
  defineElement('agentry-get-a-wallet-view', AgentryGetAWalletView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-get-wallet-view': AgentryGetWalletView
    'agentry-what-is-a-wallet-view': AgentryWhatIsAWalletView
    'agentry-get-a-wallet-view': AgentryGetAWalletView
  }
}
