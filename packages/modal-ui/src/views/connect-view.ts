import {
  closeModal,
  connect,
  connectionState,
  connectorsState,
  getConnectMethodsOrder,
  getConnectorSections,
  modalState,
  optionsState,
  routerState,
  type Connector,
  type ConnectorSection,
} from '@agentry/modal-core'
import { LitElement, html, nothing } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { StoreController } from '../controllers/store-controller.js'
import { defineElement } from '../internal/define-element.js'
import { messages } from '../messages.js'
import { AgentryInlineError } from '../primitives/agentry-inline-error.js'
import { AgentrySpinner } from '../primitives/agentry-spinner.js'
import { AgentryText } from '../primitives/agentry-text.js'
import { AgentryWalletRow } from '../primitives/agentry-wallet-row.js'
import { baseStyles, visuallyHiddenStyles } from '../theme/theme-styles.js'
import { errorMessage } from './error-message.js'
import { viewStyles } from './view-styles.js'

/**
 * Sections whose wallets this version can connect directly with `connect({ connectorId })`. WalletConnect
 * (QR code) and directory wallets need views of later issues, so they are not offered yet.
 */
const CONNECTABLE_SECTIONS: ReadonlySet<ConnectorSection> = new Set(['recent', 'injected', 'custom', 'external'])

type Failure = { connector: Connector; message: string }

/**
 * The Connect view: the browser wallets core found (EIP-6963 announced or injected), grouped in the
 * spec's section order. Pressing a wallet calls `connect({ connectorId })`; while it connects the row
 * spins and 'Connecting…' is announced; a failure shows the message with a retry.
 *
 * @example
 * html`<agentry-connect-view></agentry-connect-view>`
 */
export class AgentryConnectView extends LitElement {
  static override properties = {
    pendingId: { state: true },
    failure: { state: true },
  }

  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles]

  declare pendingId: string | undefined
  declare failure: Failure | undefined

  constructor() {
    super()
    this.pendingId = undefined
    this.failure = undefined
    new StoreController(this, [connectorsState, connectionState, optionsState])
  }

  override render() {
    return html`${getConnectMethodsOrder().map((method) => (method === 'wallet' ? this.#renderWallets() : nothing))}
      <p class="visually-hidden" role="status" aria-live="polite">${this.#statusText()}</p>`
  }

  #renderWallets() {
    const rows = this.#walletRows()
    if (rows.length === 0) {
      return html`<div class="stack center" part="empty">
        <agentry-text variant="title">${messages.connect.noWallet}</agentry-text>
        <agentry-text variant="muted">${messages.connect.noWalletHint}</agentry-text>
      </div>`
    }
    const busy = this.pendingId !== undefined
    return html`<ul class="stack" aria-label=${messages.connect.walletsLabel} aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          rows,
          ({ connector }) => connector.id,
          ({ connector, section }) => html`<li>
            <agentry-wallet-row
              data-connector-id=${connector.id}
              data-section=${section}
              name=${connector.name}
              image-url=${connector.imageUrl ?? connector.info?.icon ?? nothing}
              tag=${messages.connect.tags[section] ?? nothing}
              ?loading=${this.pendingId === connector.id}
              loading-label=${messages.connect.connecting}
              ?disabled=${busy && this.pendingId !== connector.id}
              @click=${() => this.#connect(connector)}
            ></agentry-wallet-row>
          </li>`,
        )}
      </ul>
      ${this.failure
        ? html`<agentry-inline-error
            message=${this.failure.message}
            action-label=${messages.connect.retry}
            @agentry-action=${this.#retry}
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

  #statusText(): string {
    if (this.pendingId === undefined) return ''
    const connector = connectorsState.connectors.find((candidate) => candidate.id === this.pendingId)
    return connector ? messages.connect.connectingTo(connector.name) : messages.connect.connecting
  }

  readonly #retry = (): void => {
    if (this.failure) void this.#connect(this.failure.connector)
  }

  async #connect(connector: Connector): Promise<void> {
    if (this.pendingId !== undefined) return
    this.pendingId = connector.id
    this.failure = undefined
    try {
      await connect({ connectorId: connector.id })
      // With a sign-in policy the core decides what follows (SIWXSignMessage, or closing when a session
      // already exists); closing here first would flash the modal shut and open again.
      if (!optionsState.siwx && modalState.open && routerState.view === 'Connect') closeModal()
    } catch (error) {
      this.failure = { connector, message: errorMessage(error) }
    } finally {
      this.pendingId = undefined
    }
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
