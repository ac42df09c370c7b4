import { connectorsState, getConnectorSections, optionsState, pushView, type Connector } from '@agentry/modal-core'
import {
  fetchFeaturedWallets,
  fetchWallets,
  getWalletDirectory,
  searchWallets,
  walletDirectoryState,
  WALLETS_PAGE_SIZE,
  withoutConnectors,
  type WalletRecord,
} from '@agentry/modal-core/features'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryInlineError,
  AgentrySpinner,
  AgentryText,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  storeError,
  visuallyHiddenStyles,
  walletRow,
  walletRowStyles,
} from './view-kit.js'
import { fieldStyles, repeat, viewStyles } from './view-common.js'

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250

type Row = { kind: 'connector'; connector: Connector } | { kind: 'wallet'; wallet: WalletRecord }

/**
 * The AllWallets view: the wallets installed in this browser, then the directory's featured wallets and
 * every other wallet, 40 at a time with infinite scroll (a 'Load more' button where the browser cannot
 * observe scrolling), and a search by name. Directory wallets the page already lists as connectors are
 * left out when rendering, so a wallet announced late is never shown twice. An installed wallet opens
 * ConnectingExternal; a directory wallet opens ConnectingWalletConnect. Without a project id only the
 * installed wallets are listed, with a note saying so.
 *
 * @example
 * html`<agentry-all-wallets-view></agentry-all-wallets-view>`
 */
export class AgentryAllWalletsView extends LitElement {
  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    walletRowStyles,
    css`
      input[type='search'] {
        flex: none;
      }

      .sentinel {
        height: 1px;
      }
    `,
  ]

  static override properties = {
    typing: { state: true },
  }

  /** True while typing pauses have not yet sent the search (the results on screen are for an older query). */
  declare typing: boolean
  #observer: IntersectionObserver | undefined
  #searchTimer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    super()
    this.typing = false
    new StoreController(this, [walletDirectoryState, connectorsState, optionsState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (!getWalletDirectory()) return
    if (walletDirectoryState.page === 0 && !walletDirectoryState.loading) void fetchWallets()
    if (walletDirectoryState.featured.length === 0) void fetchFeaturedWallets()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#observer?.disconnect()
    this.#observer = undefined
    clearTimeout(this.#searchTimer)
  }

  override render() {
    const state = walletDirectoryState
    const searching = state.searchQuery.trim() !== ''
    const rows = this.#rows(searching)
    const loading = searching ? state.searchLoading || this.typing : state.loading
    const hasMore = !searching && state.available && state.page > 0 && state.page * WALLETS_PAGE_SIZE < state.count
    return html`<label class="field">
        <span class="visually-hidden">${messages.allWallets.searchLabel}</span>
        <input
          type="search"
          data-field="search"
          autocomplete="off"
          spellcheck="false"
          placeholder=${messages.allWallets.searchPlaceholder}
          .value=${state.searchQuery}
          @input=${this.#onSearchInput}
        />
      </label>
      ${!getWalletDirectory()
        ? html`<agentry-text variant="muted" part="installed-only">${messages.allWallets.installedOnly}</agentry-text>`
        : nothing}
      <ul class="stack" aria-label=${messages.allWallets.listLabel} aria-busy=${loading ? 'true' : 'false'}>
        ${repeat(
          rows,
          (row) => (row.kind === 'connector' ? `c:${row.connector.id}` : `w:${row.wallet.id}`),
          (row) => this.#renderRow(row),
        )}
      </ul>
      ${loading
        ? html`<div class="stack center"><agentry-spinner label=${messages.allWallets.loading}></agentry-spinner></div>`
        : nothing}
      ${this.#renderEnd(searching, rows.length, loading, hasMore)}
      <p class="visually-hidden" role="status" aria-live="polite">
        ${this.#statusText(searching, rows.length, loading)}
      </p>`
  }

  override updated(): void {
    const sentinel = this.renderRoot.querySelector('.sentinel')
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    this.#observer ??= new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchWallets()
    })
    this.#observer.disconnect()
    this.#observer.observe(sentinel)
  }

  // Rows are plain buttons in this view's shadow root, not <agentry-wallet-row> elements: 40 fewer
  // elements and shadow roots a page (a trace A/B showed no paint-time difference either way).
  #renderRow(row: Row) {
    if (row.kind === 'connector') {
      const { connector } = row
      const open = () => pushView('ConnectingExternal', { connector })
      return html`<li data-connector-id=${connector.id}>
        ${walletRow({
          name: connector.name,
          imageUrl: connector.imageUrl ?? connector.info?.icon,
          tag: messages.connect.tags.injected,
          onPress: open,
        })}
      </li>`
    }
    const { wallet } = row
    const imageUrl = wallet.image_url ?? getWalletDirectory()?.imageUrl('wallet', wallet.image_id)
    const open = () =>
      pushView('ConnectingWalletConnect', {
        wallet: {
          id: wallet.id,
          name: wallet.name,
          ...(imageUrl ? { imageUrl } : {}),
          mobileLink: wallet.mobile_link,
          desktopLink: wallet.desktop_link,
          webappLink: wallet.webapp_link,
        },
      })
    return html`<li data-wallet-id=${wallet.id}>
      ${walletRow({
        name: wallet.name,
        imageUrl,
        tag: wallet.badge_type === 'certified' ? messages.allWallets.certified : undefined,
        onPress: open,
      })}
    </li>`
  }

  #renderEnd(searching: boolean, count: number, loading: boolean, hasMore: boolean) {
    const state = walletDirectoryState
    const error = searching
      ? state.searchError && {
          code: state.searchErrorCode,
          message: state.searchError,
          params: state.searchErrorParams,
        }
      : storeError(state)
    if (error) {
      return html`<agentry-inline-error
        .error=${error}
        action-label=${messages.allWallets.retry}
        @agentry-action=${() => void (searching ? searchWallets(state.searchQuery) : fetchWallets())}
      ></agentry-inline-error>`
    }
    if (!loading && count === 0) {
      return html`<div class="stack center" part="empty">
        <agentry-text variant="title"
          >${searching ? messages.allWallets.noResults : messages.connect.noWallet}</agentry-text
        >
        ${searching ? nothing : html`<agentry-text variant="muted">${messages.connect.noWalletHint}</agentry-text>`}
      </div>`
    }
    if (!hasMore || loading) return nothing
    if (typeof IntersectionObserver === 'undefined') {
      return html`<button class="link" data-action="load-more" @click=${() => void fetchWallets()}>
        ${messages.allWallets.loadMore}
      </button>`
    }
    return html`<div class="sentinel" aria-hidden="true"></div>`
  }

  /** Installed wallets first (matching the search), then featured, then the directory's pages or search results. */
  #rows(searching: boolean): Row[] {
    const query = walletDirectoryState.searchQuery.trim().toLowerCase()
    const seen = new Set<string>()
    const connectors: Row[] = []
    for (const { section, connectors: list } of getConnectorSections()) {
      if (section !== 'injected' && section !== 'recent' && section !== 'custom' && section !== 'external') continue
      for (const connector of list) {
        if (seen.has(connector.id) || (searching && !connector.name.toLowerCase().includes(query))) continue
        seen.add(connector.id)
        connectors.push({ kind: 'connector', connector })
      }
    }
    const state = walletDirectoryState
    const directory = searching ? state.searchResults : [...state.featured, ...state.wallets]
    const ids = new Set<string>()
    const wallets: Row[] = withoutConnectors(directory)
      .filter((wallet) => !ids.has(wallet.id) && ids.add(wallet.id))
      .map((wallet) => ({ kind: 'wallet', wallet }))
    return [...connectors, ...wallets]
  }

  #statusText(searching: boolean, count: number, loading: boolean): string {
    if (loading) return messages.allWallets.loading
    return searching ? messages.allWallets.resultCount(count) : ''
  }

  readonly #onSearchInput = (event: Event): void => {
    const query = (event.target as HTMLInputElement).value
    walletDirectoryState.searchQuery = query
    clearTimeout(this.#searchTimer)
    this.typing = query.trim() !== '' && getWalletDirectory() !== undefined
    this.#searchTimer = setTimeout(() => {
      this.typing = false
      void searchWallets(query)
    }, SEARCH_DEBOUNCE_MS)
  }
}

/**
 * Fetches the directory's first page and its featured wallets unless already there, and returns the
 * directory's wallet count. The Connect view calls it through this module, which it loads anyway, so the
 * features entry gets no re-export chunk of its own in an app's build.
 *
 * @example
 * view.directoryCount = await (await import('./all-wallets-view.js')).prefetchWalletDirectory()
 */
export async function prefetchWalletDirectory(): Promise<number> {
  if (walletDirectoryState.page === 0)
    await Promise.all([fetchWallets(), walletDirectoryState.featured.length ? undefined : fetchFeaturedWallets()])
  return walletDirectoryState.count
}

/**
 * Defines `<agentry-all-wallets-view>` and what it renders.
 *
 * @example
 * (await import('./views/all-wallets-view.js')).defineAllWalletsView()
 */
export function defineAllWalletsView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-all-wallets-view', AgentryAllWalletsView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-all-wallets-view': AgentryAllWalletsView
  }
}
