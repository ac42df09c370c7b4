import {
  getHiddenWalletFeatures,
  chainState,
  connectionState,
  fetchBalance,
  getActiveAccount,
  getActiveChain,
  optionsState,
  getActiveNetwork,
  getWalletFeatures,
  pushView,
  setAccountTab,
  ACCOUNT_TABS,
  type AccountTab,
  shortenAddress,
  type TokenBalance,
} from '@agentry/modal-core'
import { fetchIdentity, fetchTokenBalances } from '@agentry/modal-core/features'
import { LitElement, css, html, nothing } from 'lit'
import { ActionController, disconnectAndClose, viewStyles, warnProjectIdMissing } from './view-common.js'
import {
  AgentryAvatar,
  AgentryButton,
  AgentryIconButton,
  AgentryInlineError,
  AgentrySpinner,
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  formatUsd,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'
import { assetIcon, assetIconStyles, networkImage, tokenImage } from '../icons/asset-image.js'
import { AgentryActivityList } from './activity-list.js'
import { AgentryNftGrid } from './nft-grid.js'
import { defineExportWallet } from './export-wallet-button.js'

// The account button asks for the account's name and avatar through this module, which a connected user
// opens next: a dynamic import of its own (the features entry, or a module importing from it) made a new
// split point that cut the first load's core chunk in three (+1 KB gzip of first load, +1.9 KB of views).
export { fetchIdentity }

/** How long the copy button shows its confirmation. */
const COPIED_FEEDBACK_MS = 1500

/**
 * The Account view: avatar, shortened address with a copy button, the native balance floored to 3
 * decimals with its symbol, the network name, the Tokens, NFTs and Activity tabs and a Disconnect button.
 *
 * @example
 * html`<agentry-account-view></agentry-account-view>`
 */
export class AgentryAccountView extends LitElement {
  static override properties = { copied: { state: true } }

  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    assetIconStyles,
    css`
      .identity {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 8px;
        padding: 8px 0 16px;
      }
      /* An address and an amount read left to right in every language: a right-to-left layout must not mirror them. */
      .address {
        display: flex;
        align-items: center;
        gap: 4px;
        font-size: var(--agentry-text-xl);
        font-weight: 600;
        direction: ltr;
        unicode-bidi: isolate;
      }
      .balance {
        font-size: var(--agentry-text-lg);
        color: var(--agentry-color-fg-muted);
        direction: ltr;
        unicode-bidi: isolate;
      }
      .network {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        padding: 4px 10px 4px 4px;
        border: none;
        border-radius: var(--agentry-radius-full);
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
        font: inherit;
        font-size: var(--agentry-text-sm);
        cursor: pointer;
      }
      .link {
        border: none;
        background: none;
        color: var(--agentry-color-accent-text);
        font: inherit;
        font-size: var(--agentry-text-sm);
        font-weight: 600;
        cursor: pointer;
        border-radius: var(--agentry-radius-sm);
      }
      .link:focus-visible,
      .network:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 1px;
      }
      .tokens h3 {
        margin: 8px 0 4px;
        font-size: var(--agentry-text-md);
        color: var(--agentry-color-fg-muted);
      }
      .token {
        display: flex;
        align-items: center;
        gap: 10px;
        padding: 8px 12px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
      }
      .token-name {
        flex: 1;
      }
      .muted {
        color: var(--agentry-color-fg-muted);
      }
      [role='tablist'] {
        display: flex;
        gap: 4px;
        margin-top: 8px;
      }
      [role='tab'] {
        flex: 1;
        min-height: 32px;
        border: none;
        border-radius: var(--agentry-radius-full);
        background: none;
        color: var(--agentry-color-fg-muted);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      [role='tab'][aria-selected='true'] {
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
      }
      [role='tab']:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
      }
    `,
  ]

  declare copied: boolean
  #copiedTimer: ReturnType<typeof setTimeout> | undefined
  readonly #disconnector = new ActionController(this, disconnectAndClose)

  constructor() {
    super()
    this.copied = false
    new StoreController(this, [chainState, connectionState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (getHiddenWalletFeatures().length) warnProjectIdMissing()
    const account = getActiveAccount()
    if (account.address && account.balance === undefined && !account.balanceLoading && !account.balanceError) {
      // The balance shows as soon as it arrives; a failure is reported through accountState.balanceError.
      fetchBalance().catch(() => undefined)
    }
    if (account.address && !account.tokenBalance.length && !account.tokenBalanceLoading) void fetchTokenBalances()
    // The header's name and avatar (the account button asks too; the 5-minute cache answers the second).
    if (account.address && account.profileName === undefined) void fetchIdentity()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#copiedTimer)
    this.copied = false
  }

  override render() {
    const account = getActiveAccount()
    const address = account.address
    // A failed disconnect leaves no account (core disconnects all the same): the failure is what is left to show.
    if (!address) return this.#renderDisconnectFailure()
    const network = getActiveNetwork()
    return html`<div class="identity">
        <agentry-avatar address=${address} image-url=${account.profileImage ?? nothing}></agentry-avatar>
        <div class="address">
          <span title=${address} data-testid="address">${account.profileName ?? shortenAddress(address)}</span>
          <agentry-icon-button
            icon=${this.copied ? 'check' : 'copy'}
            label=${messages.account.copyAddress}
            @click=${() => this.#copy(address)}
          ></agentry-icon-button>
        </div>
        ${!account.profileName && getActiveChain().namespace === 'eip155' && optionsState.projectId
          ? html`<button
              type="button"
              class="link"
              data-action="choose-name"
              @click=${() => pushView('RegisterAccountName')}
            >
              ${messages.account.chooseName}
            </button>`
          : nothing}
        <div class="balance" data-testid="balance">
          ${this.#renderBalance(account.balance, account.balanceSymbol, account.balanceError, account.balanceLoading)}
        </div>
        ${network
          ? html`<button
              type="button"
              class="network"
              data-action="networks"
              aria-label=${messages.networks.change(network.name)}
              @click=${() => pushView('Networks')}
            >
              ${assetIcon(networkImage(network), 20)} ${network.name}
            </button>`
          : nothing}
      </div>
      ${this.#renderActions()} ${this.#renderTabs(account.currentTab)} ${this.#renderDisconnectFailure()}
      <agentry-export-wallet></agentry-export-wallet>
      <agentry-button
        variant="danger"
        ?loading=${this.#disconnector.pending}
        @click=${() => void this.#disconnector.run()}
      >
        ${this.#disconnector.pending ? messages.account.disconnecting : messages.account.disconnect}
      </agentry-button>
      <p class="visually-hidden" role="status" aria-live="polite">${this.copied ? messages.account.copied : ''}</p>`
  }

  /** 'Failed to disconnect' (spec section 8) with the wallet's own words, when the last disconnect failed. */
  #renderDisconnectFailure() {
    const failure = this.#disconnector.failure
    return failure
      ? html`<agentry-inline-error
          .error=${failure.error}
          detail=${failure.error.details ?? nothing}
        ></agentry-inline-error>`
      : nothing
  }

  /** The account actions this version has views for, in the configured order (spec section 9). */
  #renderActions() {
    const views = {
      onramp: ['OnRamp', messages.account.buy],
      send: ['Send', messages.account.send],
      swaps: ['Swap', messages.account.swap],
      receive: ['Receive', messages.account.receive],
    } as const
    const actions = getWalletFeatures().flatMap((feature) =>
      feature in views ? [[feature, ...views[feature as keyof typeof views]] as const] : [],
    )
    if (!actions.length) return nothing
    return html`<div class="actions" role="group" aria-label=${messages.account.actionsLabel}>
      ${actions.map(
        ([feature, view, label]) =>
          html`<agentry-button variant="neutral" data-action=${feature} @click=${() => pushView(view)}
            >${label}</agentry-button
          >`,
      )}
    </div>`
  }

  /**
   * Tokens, NFTs and Activity as WAI-ARIA tabs: one tab stop (the selected tab); Left/Right move and
   * select (wrapping), Home/End go to the first and last.
   */
  #renderTabs(current: number) {
    const tabs: { tab: AccountTab; label: string }[] = [
      { tab: 'Tokens', label: messages.activity.tokens },
      { tab: 'NFTs', label: messages.nfts.tab },
      { tab: 'Activity', label: messages.activity.activity },
    ]
    const selected = tabs.find(({ tab }) => ACCOUNT_TABS.indexOf(tab) === current)?.tab ?? 'Tokens'
    const account = getActiveAccount()
    return html`<div
        role="tablist"
        aria-label=${messages.activity.tabsLabel}
        @keydown=${(event: KeyboardEvent) => this.#onTabKey(event, tabs, selected)}
      >
        ${tabs.map(
          ({ tab, label }) =>
            html`<button
              type="button"
              role="tab"
              id=${`tab-${tab}`}
              aria-controls="account-panel"
              aria-selected=${tab === selected ? 'true' : 'false'}
              tabindex=${tab === selected ? '0' : '-1'}
              @click=${() => setAccountTab(tab)}
            >
              ${label}
            </button>`,
        )}
      </div>
      <div role="tabpanel" id="account-panel" aria-labelledby=${`tab-${selected}`} tabindex="0">
        ${selected === 'Activity'
          ? html`<agentry-activity-list></agentry-activity-list>`
          : selected === 'NFTs'
            ? html`<agentry-nft-grid></agentry-nft-grid>`
            : this.#renderTokens(
                account.tokenBalance,
                account.tokenBalanceError,
                account.tokenBalanceLoading,
                account.balance === undefined && Boolean(account.balanceError),
              )}
      </div>`
  }

  #onTabKey(event: KeyboardEvent, tabs: { tab: AccountTab }[], selected: AccountTab): void {
    const index = tabs.findIndex(({ tab }) => tab === selected)
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 }[
      event.key
    ]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[target % tabs.length]!.tab
    setAccountTab(next)
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${next}`)?.focus())
  }

  /** `saidAbove`: the header already says 'Token Balance Unavailable', so the panel does not repeat it. */
  #renderTokens(tokens: TokenBalance[], error: string | undefined, loading: boolean, saidAbove: boolean) {
    let content
    if (tokens.length) {
      content = html`<ul class="stack" aria-label=${messages.account.tokensLabel}>
        ${tokens.map(
          (token) =>
            html`<li class="token" data-symbol=${token.symbol}>
              ${assetIcon(tokenImage(token), 28)}<span class="token-name">${token.name}</span
              ><span>${formatAmount(token.quantity.numeric)} ${token.symbol}</span>
              ${token.value === undefined
                ? nothing
                : html`<span class="muted token-value">${formatUsd(token.value)}</span>`}
            </li>`,
        )}
      </ul>`
    } else if (error) content = saidAbove ? nothing : html`<p class="muted">${messages.account.balanceUnavailable}</p>`
    else if (loading)
      content = html`<agentry-spinner size="sm" label=${messages.account.tokensLoading}></agentry-spinner>`
    else content = html`<p class="muted">${messages.account.tokensEmpty}</p>`
    return html`<section class="tokens">${content}</section>`
  }

  #renderBalance(balance: string | undefined, symbol: string | undefined, error: string | undefined, loading: boolean) {
    if (balance !== undefined) return `${formatAmount(balance)} ${symbol ?? ''}`.trim()
    if (error) return messages.account.balanceUnavailable
    if (loading) return html`<agentry-spinner size="sm" label=${messages.account.balanceLabel}></agentry-spinner>`
    return nothing
  }

  async #copy(address: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      return
    }
    this.copied = true
    clearTimeout(this.#copiedTimer)
    this.#copiedTimer = setTimeout(() => {
      this.copied = false
    }, COPIED_FEEDBACK_MS)
  }
}

/**
 * Defines `<agentry-account-view>` and the primitives it renders; the shell calls it after loading this module.
 *
 * @example
 * const { defineAccountView } = await import('./views/account-view.js')
 * defineAccountView()
 */
export function defineAccountView(): void {
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-avatar', AgentryAvatar)
  defineElement('agentry-icon-button', AgentryIconButton)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-activity-list', AgentryActivityList)
  defineElement('agentry-nft-grid', AgentryNftGrid)
  defineExportWallet()
  defineElement('agentry-account-view', AgentryAccountView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-account-view': AgentryAccountView
  }
}
