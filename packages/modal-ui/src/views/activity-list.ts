import { chainState, getActiveAccount, getActiveNetwork } from '@agentry/modal-core'
import {
  activityState,
  fetchTransactions,
  groupTransactionsByMonth,
  type WalletTransaction,
} from '@agentry/modal-core/features'
import { LitElement, css, html, nothing } from 'lit'
import { fieldStyles, viewStyles, warnProjectIdMissing } from './view-common.js'
import {
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  localeState,
  messages,
  storeError,
  translateError,
} from './view-kit.js'

/** What a transfer of the hosted history carries that the list shows (the rest is kept, not shown). */
type ShownTransfer = { direction?: unknown; quantity?: { numeric?: unknown }; fungible_info?: { symbol?: unknown } }

/**
 * The account's activity (the Account view's Activity tab): transactions by month, newest first, with
 * "Load more" for the next page. Loading, empty, failure ('Failed to fetch transactions', with a retry)
 * and unavailable (hosted source, no project id) each have their own state; a partial history (the node
 * without the Otterscan API) says so above the list.
 *
 * @example
 * html`<agentry-activity-list></agentry-activity-list>`
 */
export class AgentryActivityList extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    fieldStyles,
    css`
      h4 {
        margin: 8px 0 4px;
        font-size: var(--agentry-text-sm);
        color: var(--agentry-color-fg-muted);
      }
      .entry {
        display: flex;
        justify-content: space-between;
        gap: 8px;
        padding: 8px 12px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, [activityState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const address = getActiveAccount().address
    if (address && (activityState.address !== address || activityState.pagesLoaded === 0) && !activityState.loading)
      this.#load()
  }

  override render() {
    const { transactions, loading, next } = activityState
    const error = storeError(activityState)
    if (error && !transactions.length) {
      if (activityState.errorCode === 'FEATURE_UNAVAILABLE') warnProjectIdMissing()
      return html`<p class="muted" role="status">${translateError(error)}</p>
        ${activityState.errorCode === 'FEATURE_UNAVAILABLE'
          ? nothing
          : html`<button type="button" class="link" @click=${() => this.#load()}>${messages.activity.retry}</button>`}`
    }
    // The node had no full history to give (no Otterscan API): say so rather than let it pass for all of it.
    const partial = activityState.partial
      ? html`<p class="muted" role="note">${messages.activity.partial}</p>`
      : nothing
    if (!transactions.length)
      return html`<p class="muted" role="status">${loading ? messages.activity.loading : messages.activity.empty}</p>
        ${partial}`
    const month = new Intl.DateTimeFormat(localeState.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    return html`${partial}${groupTransactionsByMonth(transactions).map(
      (group) =>
        html`<section>
          <h4>${month.format(Date.UTC(group.year, group.month - 1, 1))}</h4>
          <ul class="stack">
            ${group.transactions.map((transaction) => this.#renderEntry(transaction))}
          </ul>
        </section>`,
    )}
    ${error ? html`<p class="muted" role="status">${translateError(error)}</p>` : nothing}
    ${next
      ? html`<button type="button" class="link" ?disabled=${loading} @click=${() => this.#load()}>
          ${loading ? messages.activity.loading : messages.activity.more}
        </button>`
      : nothing}`
  }

  #renderEntry(transaction: WalletTransaction) {
    const type = transaction.metadata.operationType
    const transfer = transaction.transfers[0] as ShownTransfer | undefined
    const amount = typeof transfer?.quantity?.numeric === 'string' ? transfer.quantity.numeric : undefined
    const symbol = typeof transfer?.fungible_info?.symbol === 'string' ? transfer.fungible_info.symbol : ''
    const sign = transfer?.direction === 'out' ? '−' : transfer?.direction === 'in' ? '+' : ''
    const day = new Intl.DateTimeFormat(localeState.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(transaction.metadata.minedAt),
    )
    return html`<li class="entry" data-id=${transaction.id}>
      <span
        >${typeof type === 'string' ? messages.activity.operation(type) : messages.activity.transaction} ·
        <span class="muted">${day}</span></span
      >
      <span>${amount ? `${sign}${formatAmount(amount)} ${symbol}`.trim() : nothing}</span>
    </li>`
  }

  #load(): void {
    const address = getActiveAccount().address
    if (!address) return
    // Failures are in activityState.error, which this list shows.
    fetchTransactions({ address, caipNetworkId: getActiveNetwork()?.caipNetworkId }).catch(() => undefined)
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-activity-list': AgentryActivityList
  }
}

/**
 * Defines `<agentry-activity-list>`, which is also the Activity view on its own.
 *
 * @example
 * (await import('./views/activity-list.js')).defineActivityList()
 */
export function defineActivityList(): void {
  defineElement('agentry-activity-list', AgentryActivityList)
}
