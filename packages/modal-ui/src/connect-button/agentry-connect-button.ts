import { chainState, connectionState, getActiveAccount, openModal, shortenAddress } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import { StoreController } from '../controllers/store-controller.js'
import { formatAmount } from '../i18n/formatAmount.js'
import { messages } from '../i18n/messages.js'
import { prefetchView } from '../shell/prefetch-view.js'
import { ThemeController } from '../theme/setTheme.js'
import { baseStyles, themeStyles } from '../theme/theme-styles.js'

/**
 * The header button of spec section 2: 'Connect wallet' opens the modal on Connect; once connected it
 * shows the native balance with exactly 3 decimals and the shortened address, and opens Account.
 *
 * @example
 * html`<agentry-connect-button></agentry-connect-button>`
 */
export class AgentryConnectButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }

  static override properties = {
    theme: { type: String, reflect: true },
  }

  static override styles = [
    themeStyles,
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      button {
        display: inline-flex;
        align-items: center;
        gap: 8px;
        min-height: 36px;
        padding: 0 14px;
        border: 1px solid var(--agentry-color-border);
        border-radius: var(--agentry-radius-full);
        background: var(--agentry-color-accent);
        color: var(--agentry-color-on-accent);
        font: inherit;
        font-size: var(--agentry-text-md);
        font-weight: 600;
        cursor: pointer;
        white-space: nowrap;
      }
      :host([connected]) button {
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 2px;
      }
      .avatar {
        width: 24px;
        height: 24px;
        margin: -4px -4px -4px -8px;
        border-radius: 50%;
        object-fit: cover;
      }
      .address {
        padding: 2px 8px;
        border-radius: var(--agentry-radius-full);
        background: var(--agentry-color-bg-hover);
      }
    `,
  ]

  /** 'light' or 'dark'; unset means dark. */
  declare theme: 'dark' | 'light' | undefined

  constructor() {
    super()
    this.theme = undefined
    new StoreController(this, [chainState, connectionState])
    new ThemeController(this)
  }

  #cancelPrefetch: (() => void) | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    // The Connect view's code arrives while the page is idle, so the click shows it without a fetch.
    if (!this.#isConnected()) this.#cancelPrefetch = prefetchView('Connect')
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#cancelPrefetch?.()
  }

  protected override willUpdate(): void {
    this.toggleAttribute('connected', this.#isConnected())
  }

  /** The account whose name and avatar were last asked for. */
  #identityFor: string | undefined

  override render() {
    const { address, caipAddress, balance, balanceSymbol, profileName, profileImage } = getActiveAccount()
    if (this.#isConnected() && address !== undefined) {
      if (caipAddress !== this.#identityFor) {
        this.#identityFor = caipAddress
        // The account features (names hosted or on chain among them) load only once an account is connected,
        // with the Account view's module (see there why through it).
        void import('../views/account-view.js').then(({ fetchIdentity }) => fetchIdentity())
      }
      const amount = balance === undefined ? '' : `${formatAmount(balance, 3, true)} ${balanceSymbol ?? ''}`.trim()
      const label = profileName ?? shortenAddress(address)
      return html`<button
        part="button"
        type="button"
        aria-label=${messages.connectButton.account(amount, label)}
        @click=${this.#openAccount}
      >
        ${amount ? html`<span class="balance">${amount}</span>` : nothing}
        ${profileImage ? html`<img class="avatar" src=${profileImage} alt="" />` : nothing}
        <span class="address">${label}</span>
      </button>`
    }
    const busy = connectionState.status === 'connecting' || connectionState.status === 'reconnecting'
    return html`<button
      part="button"
      type="button"
      aria-busy=${busy ? 'true' : 'false'}
      @pointerenter=${this.#prefetchConnect}
      @focus=${this.#prefetchConnect}
      @click=${this.#openConnect}
    >
      ${busy ? messages.connectButton.connecting : messages.connectButton.connect}
    </button>`
  }

  #isConnected(): boolean {
    return connectionState.status === 'connected' && getActiveAccount().address !== undefined
  }

  readonly #prefetchConnect = (): void => {
    prefetchView('Connect', { now: true })
  }

  readonly #openConnect = (): void => {
    void openModal({ view: 'Connect' })
  }

  readonly #openAccount = (): void => {
    void openModal({ view: 'Account' })
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connect-button': AgentryConnectButton
  }
}
