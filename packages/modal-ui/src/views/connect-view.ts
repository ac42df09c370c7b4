import {
  connectionState,
  connectorsState,
  getConnectMethodsOrder,
  getConnectorSections,
  optionsState,
  pushView,
  type ConnectMethod,
  type Connector,
  type ConnectorSection,
  type CuratedWallet,
} from '@agentry/modal-core'
import { getWalletList } from '@agentry/modal-core/wallet-list'
import { LitElement, css, html, nothing } from 'lit'
import {
  ActionController,
  connectAndClose,
  fieldStyles,
  openGetWallet,
  repeat,
  requestViewLoad,
  viewStyles,
  walletIconUrl,
} from './view-common.js'
import {
  AgentryInlineError,
  AgentrySpinner,
  AgentryText,
  AgentryWalletRow,
  StoreController,
  baseStyles,
  defineElement,
  loadMessages,
  messages,
  visuallyHiddenStyles,
  walletRow,
  walletRowStyles,
} from './view-kit.js'
import { afterNextPaint } from '../internal/after-next-paint.js'

/** Loads the AllWallets view's module and messages and the directory's first page and featured wallets; keeps the count on `view`. */
async function prefetchAllWallets(view: AgentryConnectView): Promise<void> {
  const [{ prefetchWalletDirectory }] = await Promise.all([
    import('./all-wallets-view.js'),
    requestViewLoad(view, 'AllWallets'),
  ])
  view.directoryCount = await prefetchWalletDirectory()
}

/** Loads the email form and social buttons with their texts (so they never render message keys), when the app shows them. */
async function loadLoginMethods(): Promise<void> {
  const { email, socials } = optionsState.features
  if (!email && !(Array.isArray(socials) && socials.length)) return
  const [module] = await Promise.all([import('./login-views.js'), loadMessages('email')])
  module.defineLoginViews()
}

/**
 * Sections whose wallets connect directly with `connect({ connectorId })`. Directory wallets (which
 * connect through WalletConnect) are listed by the AllWallets view.
 */
const CONNECTABLE_SECTIONS: ReadonlySet<ConnectorSection> = new Set(['recent', 'injected', 'custom', 'external'])

/**
 * The Connect view: the browser wallets core found (EIP-6963 announced or injected), grouped in the
 * spec's section order. Pressing a wallet calls `connect({ connectorId })`; while it connects the row
 * spins and 'Connecting…' is announced; a failure shows the message with a retry. With a wallet
 * directory (a project id), an 'All wallets' row opens the AllWallets view.
 *
 * @example
 * html`<agentry-connect-view></agentry-connect-view>`
 */
export class AgentryConnectView extends LitElement {
  static override properties = { directoryCount: { state: true } }

  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    walletRowStyles,
    fieldStyles,
    css`
      .guide {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: 4px 12px;
        padding-top: 8px;
        border-top: 1px solid var(--agentry-color-border);
        font-size: var(--agentry-text-sm);
      }
      /* The login methods load just after the first paint: keep their place (as measured in the default
         theme, three social buttons a row) so nothing below them moves when they arrive. */
      agentry-email-form:not(:defined) {
        display: block;
        min-height: 113px;
      }
      agentry-passkey-login:not(:defined) {
        display: block;
        min-height: 40px;
      }
      agentry-social-buttons:not(:defined) {
        display: block;
        min-height: calc(var(--social-rows) * 48px - 8px);
      }
    `,
  ]

  /** How many wallets the directory lists, once the prefetch knows it. */
  declare directoryCount: number

  readonly #connector = new ActionController(this, connectAndClose, (connector) => connector.id)

  constructor() {
    super()
    this.directoryCount = 0
    new StoreController(this, [connectorsState, connectionState, optionsState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const { projectId, embeddedWallet } = optionsState
    if (!projectId && !embeddedWallet) return
    // Once the wallets have painted: the email and social login (their places are kept, see the styles),
    // then AllWallets and the directory's first page, so the 'All wallets' row can show the count and the
    // list opens without waiting for the network.
    void afterNextPaint()
      .then(() => (this.isConnected ? loadLoginMethods() : undefined))
      .then(() => (this.isConnected && projectId ? prefetchAllWallets(this) : undefined))
  }

  override render() {
    return html`${getConnectMethodsOrder().map((method) => this.#renderMethod(method))}
      <p class="visually-hidden" role="status" aria-live="polite">${this.#statusText()}</p>`
  }

  /**
   * Email and social login come from a chunk loaded with a project id or our own wallet host; their tags
   * upgrade when it lands. A provider our host has no credentials for answers a clear error when clicked.
   */
  #renderMethod(method: ConnectMethod) {
    if (method === 'wallet') return this.#renderWallets()
    const { projectId, embeddedWallet, features } = optionsState
    // Passkeys are our host's (its frame shows their panel); the vendor's frame has none.
    if (method === 'email' && features.email && (projectId || embeddedWallet))
      return html`<agentry-email-form></agentry-email-form>${embeddedWallet
          ? html`<agentry-passkey-login></agentry-passkey-login>`
          : nothing}`
    if (
      method === 'social' &&
      (projectId || embeddedWallet) &&
      Array.isArray(features.socials) &&
      features.socials.length
    ) {
      return html`<agentry-social-buttons
        style="--social-rows: ${Math.ceil(features.socials.length / 3)}"
      ></agentry-social-buttons>`
    }
    return nothing
  }

  #renderWallets() {
    const rows = this.#walletRows()
    const curated = this.#curatedRows(rows)
    if (rows.length === 0 && curated.length === 0 && !optionsState.projectId && !optionsState.walletConnect) {
      return html`<div class="stack center" part="empty">
        <agentry-text variant="title">${messages.connect.noWallet}</agentry-text>
        <agentry-text variant="muted">${messages.connect.noWalletHint}</agentry-text>
      </div>`
    }
    const { pendingKey, pending: busy, failure } = this.#connector
    return html`<ul class="stack" aria-label=${messages.connect.walletsLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${optionsState.walletConnect
          ? html`<li>
              <agentry-wallet-row
                data-action="wallet-connect"
                data-section="walletConnect"
                name=${messages.connect.walletConnect}
                tag="QR"
                ?disabled=${busy}
                @click=${() => pushView('ConnectingWalletConnectBasic')}
              ></agentry-wallet-row>
            </li>`
          : nothing}
        ${repeat(
          rows,
          ({ connector }) => connector.id,
          ({ connector, section }) =>
            html`<li>
              <agentry-wallet-row
                data-connector-id=${connector.id}
                data-section=${section}
                name=${connector.name}
                image-url=${connector.imageUrl ?? connector.info?.icon ?? nothing}
                tag=${messages.connect.tags[section] ?? nothing}
                ?loading=${pendingKey === connector.id}
                loading-label=${messages.connect.connecting}
                ?disabled=${busy && pendingKey !== connector.id}
                @click=${() => void this.#connector.run(connector)}
              ></agentry-wallet-row>
            </li>`,
        )}
        ${optionsState.projectId
          ? html`<li>
              <agentry-wallet-row
                data-action="all-wallets"
                name=${messages.connect.allWallets}
                tag=${this.directoryCount ? messages.connect.walletCount(this.directoryCount) : nothing}
                ?disabled=${busy}
                @click=${() => pushView('AllWallets')}
              ></agentry-wallet-row>
            </li>`
          : nothing}
        ${repeat(
          curated,
          (wallet) => wallet.id,
          (wallet) =>
            html`<li data-wallet-id=${wallet.id}>
              ${walletRow({
                name: wallet.name,
                imageUrl: walletIconUrl(wallet),
                tag: messages.walletGuide.get,
                disabled: busy,
                onPress: () => openGetWallet(wallet),
              })}
            </li>`,
        )}
      </ul>
      ${optionsState.projectId
        ? nothing
        : html`<p class="guide" part="guide">
            <span class="muted">${messages.walletGuide.newToWallets}</span>
            <button class="link" type="button" data-action="what-is-a-wallet" @click=${() => pushView('WhatIsAWallet')}>
              ${messages.walletGuide.whatIsAWallet}
            </button>
            <button class="link" type="button" data-action="get-a-wallet" @click=${() => pushView('GetAWallet')}>
              ${messages.walletGuide.getAWallet}
            </button>
          </p>`}
      ${failure
        ? html`<agentry-inline-error
            .error=${failure.error}
            action-label=${messages.connect.retry}
            @agentry-action=${() => this.#connector.retry()}
          ></agentry-inline-error>`
        : nothing}`
  }

  #walletRows(): { connector: Connector; section: ConnectorSection }[] {
    const seen = new Set<string>()
    const rows: { connector: Connector; section: ConnectorSection }[] = []
    for (const { section, connectors } of getConnectorSections()) {
      if (!CONNECTABLE_SECTIONS.has(section)) continue
      for (const connector of connectors) {
        if (seen.has(connector.id)) continue
        seen.add(connector.id)
        rows.push({ connector, section })
      }
    }
    return rows
  }

  /**
   * The curated wallets not already listed as installed (no project id; with one, the hosted directory
   * lists wallets instead, spec section 7). An installed one appears among the browser wallets above.
   */
  #curatedRows(rows: readonly { connector: Connector }[]): CuratedWallet[] {
    if (optionsState.projectId) return []
    const listed = new Set(rows.flatMap(({ connector }) => (connector.info?.rdns ? [connector.info.rdns] : [])))
    return getWalletList()
      .filter(({ wallet, installed }) => !installed && !(wallet.rdns && listed.has(wallet.rdns)))
      .map(({ wallet }) => wallet)
  }

  #statusText(): string {
    const { pendingKey } = this.#connector
    if (pendingKey === undefined) return ''
    const connector = connectorsState.connectors.find((candidate) => candidate.id === pendingKey)
    return connector ? messages.connect.connectingTo(connector.name) : messages.connect.connecting
  }
}

/**
 * Defines `<agentry-connect-view>` and the primitives it renders; the shell calls it after loading this module.
 *
 * @example
 * const { defineConnectView } = await import('./views/connect-view.js')
 * defineConnectView()
 */
export function defineConnectView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-wallet-row', AgentryWalletRow)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-connect-view', AgentryConnectView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connect-view': AgentryConnectView
  }
}
