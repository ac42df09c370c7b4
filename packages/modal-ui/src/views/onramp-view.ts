import { chainState } from '@agentry/modal-core'
import {
  generateOnrampUrl,
  getOnrampFees,
  getOnrampQuote,
  loadOnrampOptions,
  onrampState,
  type OnrampProvider,
} from '@agentry/modal-core/features'
import { LitElement, css, html, nothing } from 'lit'
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
  visuallyHiddenStyles,
} from './view-kit.js'
import { assetIcon, assetIconStyles } from '../icons/asset-image.js'
import { loadHostedImage, onrampImageSources, onrampProviderIcon, type OnrampImageSource } from './onramp-images.js'

/** How long typing pauses before the amount is quoted. */
export const QUOTE_DEBOUNCE_MS = 300

/**
 * The OnRamp view (buy crypto): what to buy, what to pay with and how, and how much. The amount is
 * quoted after typing pauses (limits checked by the core, with its message); the providers show their
 * fee range for the amount; 'Continue' asks the service for the provider's buy page and opens it in a
 * new tab, with a link to it in case the browser blocked the tab. The chosen currencies and the providers
 * show their images: the hosted ones once fetched, our bundled icons until then and when they fail. Without
 * a project id the view says buying is unavailable.
 *
 * @example
 * html`<agentry-onramp-view></agentry-onramp-view>`
 */
export class AgentryOnrampView extends LitElement {
  static override properties = {
    quoting: { state: true },
    opening: { state: true },
    openedUrl: { state: true },
    images: { state: true },
  }

  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    assetIconStyles,
    css`
      .picked {
        display: flex;
        align-items: center;
        gap: 8px;
      }
      .picked select {
        min-width: 0;
      }
      .half {
        flex: 1;
      }
      fieldset {
        border: none;
        padding: 0;
        margin: 0;
      }
      .provider {
        align-items: center;
      }
      .provider input {
        flex: none;
        min-height: auto;
      }
      .provider span {
        flex: 1;
      }
    `,
  ]

  declare quoting: boolean
  declare opening: boolean
  declare openedUrl: string | undefined
  /** The hosted images fetched so far, as object URLs, by `onrampImageSources` key. */
  declare images: Readonly<Record<string, string>>
  #quoteTimer: ReturnType<typeof setTimeout> | undefined
  #imagesFor: object | undefined
  #imageSources: Record<string, OnrampImageSource> = {}

  constructor() {
    super()
    this.quoting = false
    this.opening = false
    this.openedUrl = undefined
    this.images = {}
    new StoreController(this, [onrampState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    onrampState.selectedProvider ??= onrampState.providers[0]
    if (!onrampState.options && !onrampState.loading) void loadOnrampOptions()
  }

  // Before rendering, so the first render with the options already shows our icons.
  override willUpdate(): void {
    const options = onrampState.options
    if (!options || options === this.#imagesFor || onrampState.errorCode === 'FEATURE_UNAVAILABLE') return
    this.#imagesFor = options
    this.#imageSources = onrampImageSources(options)
    this.images = {}
    for (const [key, { hosted }] of Object.entries(this.#imageSources)) {
      if (!hosted) continue
      void loadHostedImage(hosted).then((src) => {
        if (src && this.#imagesFor === options) this.images = { ...this.images, [key]: src }
      })
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#quoteTimer)
  }

  override render() {
    const state = onrampState
    if (!state.options)
      return html`<div class="stack center"><agentry-spinner label=${messages.onramp.loading}></agentry-spinner></div>`
    if (state.errorCode === 'FEATURE_UNAVAILABLE') {
      warnProjectIdMissing()
      return html`<agentry-inline-error .error=${storeError(state)}></agentry-inline-error>`
    }
    const { purchaseCurrencies, paymentCurrencies } = state.options
    const limit = state.paymentCurrency?.payment_method_limits.find((candidate) => candidate.id === state.paymentMethod)
    const busy = this.quoting || state.loading
    return html`<form class="stack" novalidate @submit=${this.#continue}>
      <label class="field">
        <span>${messages.onramp.buy}</span>
        <span class="picked">
          ${this.#image(`purchase:${state.purchaseCurrency?.id}`)}
          <select name="purchase" @change=${this.#pickPurchase}>
            ${purchaseCurrencies.map(
              (currency) =>
                html`<option value=${currency.id} ?selected=${currency.id === state.purchaseCurrency?.id}>
                  ${currency.name} (${currency.symbol})
                </option>`,
            )}
          </select>
        </span>
      </label>
      <div class="row">
        <label class="field half">
          <span>${messages.onramp.payWith}</span>
          <span class="picked">
            ${this.#image(`payment:${state.paymentCurrency?.id}`)}
            <select name="payment" @change=${this.#pickPayment}>
              ${paymentCurrencies.map(
                (currency) =>
                  html`<option value=${currency.id} ?selected=${currency.id === state.paymentCurrency?.id}>
                    ${messages.onramp.paymentCurrency(currency.id)}
                  </option>`,
              )}
            </select>
          </span>
        </label>
        <label class="field half">
          <span>${messages.onramp.method}</span>
          <select name="method" @change=${this.#pickMethod}>
            ${(state.paymentCurrency?.payment_method_limits ?? []).map(
              (method) =>
                html`<option value=${method.id} ?selected=${method.id === state.paymentMethod}>
                  ${messages.onramp.methodName(method.id)}
                </option>`,
            )}
          </select>
        </label>
      </div>
      <label class="field">
        <span>${messages.onramp.amountLabel(state.paymentCurrency?.id ?? '')}</span>
        <input
          name="amount"
          inputmode="decimal"
          autocomplete="off"
          .value=${state.amount ?? ''}
          @input=${this.#setAmount}
        />
        ${limit
          ? html`<small class="muted"
              >${messages.onramp.limits(
                formatAmount(limit.min, 2, true),
                formatAmount(limit.max, 2, true),
                state.paymentCurrency!.id,
              )}</small
            >`
          : nothing}
      </label>
      ${this.#renderQuote(busy)}
      <fieldset class="stack">
        <legend class="visually-hidden">${messages.onramp.providersLabel}</legend>
        ${state.providers.map((provider) => this.#renderProvider(provider))}
      </fieldset>
      ${state.error ? html`<agentry-inline-error .error=${storeError(state)}></agentry-inline-error>` : nothing}
      <agentry-button
        variant="accent"
        data-action="continue"
        ?disabled=${!state.quote || busy || !state.selectedProvider}
        ?loading=${this.opening}
        @click=${this.#continue}
      >
        ${messages.onramp.continueWith(state.selectedProvider?.name ?? '')}
      </agentry-button>
      ${this.openedUrl
        ? html`<p class="muted" role="status">
            ${messages.onramp.opened}
            <a class="link" href=${this.openedUrl} target="_blank" rel="noopener noreferrer"
              >${messages.onramp.openAgain(state.selectedProvider?.name ?? '')}</a
            >
          </p>`
        : nothing}
    </form>`
  }

  #renderQuote(busy: boolean) {
    const quote = onrampState.quote
    if (busy)
      return html`<div class="stack center"><agentry-spinner label=${messages.onramp.quoting}></agentry-spinner></div>`
    if (!quote) return nothing
    const fees = quote.fees.map((fee) => `${formatAmount(fee.amount, 2, true)} ${fee.currency}`).join(' + ')
    return html`<dl data-testid="quote">
        <dt>${messages.onramp.youGet}</dt>
        <dd>
          ${formatAmount(quote.purchaseAmount.amount, 18)}
          ${onrampState.purchaseCurrency?.symbol ?? quote.purchaseAmount.currency}
        </dd>
        <dt>${messages.onramp.fees}</dt>
        <dd>${fees || '0'}</dd>
        <dt>${messages.onramp.total}</dt>
        <dd>${formatAmount(quote.paymentTotal.amount, 2, true)} ${quote.paymentTotal.currency}</dd>
      </dl>
      ${onrampState.quoteFallback ? html`<small class="muted">${messages.onramp.estimate}</small>` : nothing}`
  }

  /** The image of a chosen currency: the hosted one once fetched, our icon until then and if it breaks. */
  #image(key: string) {
    const source = this.#imageSources[key]
    if (!source) return nothing
    return assetIcon({ src: this.images[key] ?? source.fallback, fallback: source.fallback })
  }

  #renderProvider(provider: OnrampProvider) {
    const state = onrampState
    let fees = messages.onramp.feeRange(provider.feeRange.min, provider.feeRange.max)
    try {
      if (state.amount && state.paymentCurrency) {
        const { min, max } = getOnrampFees(provider, state.amount)
        fees = messages.onramp.feeAmounts(
          formatAmount(min, 2, true),
          formatAmount(max, 2, true),
          state.paymentCurrency.id,
        )
      }
    } catch {
      // An amount the core cannot read keeps the percentages; the quote shows the problem.
    }
    return html`<label class="row provider">
      <input
        type="radio"
        name="provider"
        value=${provider.id}
        .checked=${state.selectedProvider?.id === provider.id}
        @change=${() => (onrampState.selectedProvider = provider)}
      />
      ${assetIcon({ src: onrampProviderIcon(provider), fallback: onrampProviderIcon(provider) })}
      <span>${provider.name}</span>
      <small class="muted">${fees}</small>
    </label>`
  }

  #quoteSoon(): void {
    clearTimeout(this.#quoteTimer)
    this.openedUrl = undefined
    onrampState.quote = undefined
    onrampState.error = undefined
    if (!onrampState.amount?.trim()) {
      this.quoting = false
      return
    }
    this.quoting = true
    this.#quoteTimer = setTimeout(() => {
      getOnrampQuote()
        .catch(() => undefined) // the core puts the message in onrampState.error
        .finally(() => (this.quoting = false))
    }, QUOTE_DEBOUNCE_MS)
  }

  readonly #pickPurchase = (event: Event): void => {
    const id = (event.target as HTMLSelectElement).value
    onrampState.purchaseCurrency = onrampState.options?.purchaseCurrencies.find((currency) => currency.id === id)
    this.#quoteSoon()
  }

  readonly #pickPayment = (event: Event): void => {
    const id = (event.target as HTMLSelectElement).value
    const currency = onrampState.options?.paymentCurrencies.find((candidate) => candidate.id === id)
    onrampState.paymentCurrency = currency
    if (currency && !currency.payment_method_limits.some((method) => method.id === onrampState.paymentMethod)) {
      onrampState.paymentMethod = currency.payment_method_limits[0]?.id ?? onrampState.paymentMethod
    }
    this.#quoteSoon()
  }

  readonly #pickMethod = (event: Event): void => {
    onrampState.paymentMethod = (event.target as HTMLSelectElement).value
    this.#quoteSoon()
  }

  readonly #setAmount = (event: Event): void => {
    onrampState.amount = (event.target as HTMLInputElement).value
    this.#quoteSoon()
  }

  readonly #continue = async (event: Event): Promise<void> => {
    event.preventDefault()
    if (this.opening || !onrampState.quote) return
    this.opening = true
    try {
      const url = await generateOnrampUrl()
      this.openedUrl = url
      window.open(url, '_blank', 'noopener,noreferrer')
    } catch {
      // The core shows the failure in onrampState.error.
    } finally {
      this.opening = false
    }
  }
}

/**
 * Defines `<agentry-onramp-view>` and what it renders.
 *
 * @example
 * (await import('./views/onramp-view.js')).defineOnrampView()
 */
export function defineOnrampView(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-onramp-view', AgentryOnrampView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-onramp-view': AgentryOnrampView
  }
}
