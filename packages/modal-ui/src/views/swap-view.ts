import { chainState, optionsState, pushView } from '@agentry/modal-core'
import { approveSwap, fetchSwapQuote, initializeSwap, swapState, type SwapTokenInfo } from '@agentry/modal-core/swap'
import { LitElement, html, nothing } from 'lit'
import { fieldStyles, viewStyles, warnProjectIdMissing } from './view-common.js'
import {
  AgentryButton,
  AgentryInlineError,
  AgentrySpinner,
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  messages,
  storeError,
  translateError,
  visuallyHiddenStyles,
} from './view-kit.js'
import { assetIcon, assetIconStyles, tokenImage } from '../icons/asset-image.js'
import { swapDetails } from './swap-details.js'

/** Typing pauses this long before a quote is asked for. */
const QUOTE_DELAY_MS = 300

/**
 * The Swap view: what to pay (token and amount) and what to receive, quoted as the user types, with the
 * quote's route, fee tier, minimum received and network fee. When the
 * swap contract may not spend the token yet, the first step is its approval. Where swaps cannot run (no
 * project id, a network outside the swap networks) the view says so instead of a form.
 *
 * @example
 * html`<agentry-swap-view></agentry-swap-view>`
 */
export class AgentrySwapView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles, assetIconStyles]

  #quoteTimer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    super()
    new StoreController(this, [swapState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Coming back from the preview keeps the form; a fresh visit loads tokens and gas price.
    if (!swapState.tokens.length && !swapState.initializing && !swapState.unavailable) void initializeSwap()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#quoteTimer)
  }

  override render() {
    const {
      unavailable,
      unavailableCode,
      unavailableParams,
      initializing,
      tokens,
      sourceToken,
      toToken,
      sourceTokenAmount,
      toTokenAmount,
      loadingQuote,
      approvalNeeded,
      loadingApproval,
      quote,
    } = swapState
    if (unavailable) {
      // Only the hosted source needs a project id; the chain source's answer is about the network.
      if (!optionsState.projectId && optionsState.dataSources.swap === 'hosted') warnProjectIdMissing()
      const reason = translateError({ code: unavailableCode, message: unavailable, params: unavailableParams })
      return html`<p class="muted" role="status" data-testid="unavailable">${reason}</p>`
    }
    if (initializing || !tokens.length)
      return html`<agentry-spinner size="lg" label=${messages.swap.loading}></agentry-spinner>`
    const error = storeError(swapState)
    return html`<form class="stack" novalidate @submit=${(event: Event) => event.preventDefault()}>
      <label class="field">
        <span>${messages.swap.from}</span>
        ${this.#tokenSelect('from', sourceToken, tokens)}
      </label>
      <label class="field">
        <span>${messages.swap.amountLabel}</span>
        <input
          name="amount"
          inputmode="decimal"
          autocomplete="off"
          .value=${sourceTokenAmount}
          @input=${this.#setAmount}
        />
      </label>
      <label class="field">
        <span>${messages.swap.to}</span>
        ${this.#tokenSelect('to', toToken, tokens)}
      </label>
      <p class="muted" data-testid="to-amount" aria-live="polite">
        ${loadingQuote
          ? messages.swap.quoting
          : toTokenAmount
            ? `${formatAmount(toTokenAmount, 18)} ${toToken?.symbol ?? ''}`
            : nothing}
      </p>
      ${loadingQuote ? nothing : swapDetails()}
      ${error ? html`<agentry-inline-error .error=${error}></agentry-inline-error>` : nothing}
      ${approvalNeeded && sourceToken
        ? html`<p class="muted">${messages.swap.approvalHint(sourceToken.symbol)}</p>
            <agentry-button
              variant="accent"
              data-action="approve"
              ?loading=${loadingApproval}
              @click=${() => void approveSwap()}
            >
              ${loadingApproval ? messages.swap.approving : messages.swap.approve(sourceToken.symbol)}
            </agentry-button>`
        : html`<agentry-button
            variant="accent"
            data-action="review"
            ?disabled=${!quote || loadingQuote}
            @click=${() => pushView('SwapPreview')}
          >
            ${messages.swap.review}
          </agentry-button>`}
    </form>`
  }

  #tokenSelect(side: 'from' | 'to', selected: SwapTokenInfo | undefined, tokens: SwapTokenInfo[]) {
    return html`<span class="row">
      ${selected ? assetIcon(tokenImage(selected), 28) : nothing}
      <select name=${side} @change=${(event: Event) => this.#pick(side, (event.target as HTMLSelectElement).value)}>
        ${side === 'to' && !selected ? html`<option value="" selected disabled>—</option>` : nothing}
        ${tokens.map(
          (token) =>
            html`<option value=${token.address} ?selected=${token.address === selected?.address}>
              ${token.symbol}
            </option>`,
        )}
      </select>
    </span>`
  }

  #pick(side: 'from' | 'to', address: string): void {
    const token = swapState.tokens.find((candidate) => candidate.address === address)
    if (side === 'from') swapState.sourceToken = token
    else swapState.toToken = token
    this.#quoteSoon()
  }

  readonly #setAmount = (event: Event): void => {
    swapState.sourceTokenAmount = (event.target as HTMLInputElement).value
    this.#quoteSoon()
  }

  #quoteSoon(): void {
    clearTimeout(this.#quoteTimer)
    this.#quoteTimer = setTimeout(() => void fetchSwapQuote(), QUOTE_DELAY_MS)
  }
}

/**
 * Defines `<agentry-swap-view>` and what it renders.
 *
 * @example
 * (await import('./views/swap-view.js')).defineSwapView()
 */
export function defineSwapView(): void {
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-swap-view', AgentrySwapView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-swap-view': AgentrySwapView
  }
}
