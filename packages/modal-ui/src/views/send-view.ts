import {
  chainState,
  getActiveChain,
  pushView,
  sendState,
  toErrorData,
  type ErrorData,
  type TokenBalance,
} from '@agentry/modal-core'
import { setSendReceiver } from '@agentry/modal-core/names'
import { validateSend } from '@agentry/modal-core/send'
import { LitElement, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryInlineError,
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'
import { assetIcon, assetIconStyles, tokenImage } from '../icons/asset-image.js'
import { fieldStyles, viewStyles } from './view-common.js'

/** `{chain}:{address}` for a token, the symbol for the native currency: one key per choice. */
const tokenKey = (token: TokenBalance) => token.address ?? `native:${token.symbol}`

/**
 * The Send view: which token (from the account's balances), how much (with Max) and to whom (an address,
 * or an ENS name with the address it resolves to shown under it). Review
 * checks the form with the core's rules (spec section 5) and opens the preview; a problem is shown
 * under the form and focus stays in it.
 *
 * @example
 * html`<agentry-send-view></agentry-send-view>`
 */
export class AgentrySendView extends LitElement {
  static override properties = { problem: { state: true } }
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles, assetIconStyles]

  declare problem: ErrorData | undefined

  constructor() {
    super()
    this.problem = undefined
    new StoreController(this, [sendState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    sendState.token ??= sendState.tokenBalances[0]
  }

  override render() {
    const tokens = sendState.tokenBalances
    if (!tokens.length) return html`<p class="muted" data-testid="no-tokens">${messages.send.noTokens}</p>`
    const token = sendState.token ?? tokens[0]!
    return html`<form class="stack" novalidate @submit=${this.#review}>
      <label class="field">
        <span>${messages.send.tokenLabel}</span>
        <span class="row">
          ${assetIcon(tokenImage(token), 28)}
          <select name="token" @change=${this.#pickToken}>
            ${tokens.map(
              (option) =>
                html`<option value=${tokenKey(option)} ?selected=${tokenKey(option) === tokenKey(token)}>
                  ${option.symbol}
                </option>`,
            )}
          </select>
        </span>
      </label>
      <label class="field">
        <span>${messages.send.amountLabel}</span>
        <span class="row">
          <input
            name="amount"
            inputmode="decimal"
            autocomplete="off"
            .value=${sendState.sendTokenAmount ?? ''}
            @input=${this.#setAmount}
          />
          <button type="button" class="link" @click=${this.#max}>${messages.send.max}</button>
        </span>
        <small class="muted">${messages.send.available(formatAmount(token.quantity.numeric), token.symbol)}</small>
      </label>
      <label class="field">
        <span>${messages.send.receiverLabel}</span>
        <input
          name="receiver"
          autocomplete="off"
          spellcheck="false"
          placeholder=${messages.send.receiverPlaceholder}
          .value=${sendState.receiverProfileName ?? sendState.receiverAddress ?? ''}
          @input=${this.#setReceiver}
        />
        ${sendState.receiverProfileName && sendState.receiverAddress
          ? html`<small class="muted" data-testid="resolved-address">${sendState.receiverAddress}</small>`
          : nothing}
      </label>
      ${this.problem ? html`<agentry-inline-error .error=${this.problem}></agentry-inline-error>` : nothing}
      <agentry-button variant="accent" data-action="review" @click=${this.#review}
        >${messages.send.review}</agentry-button
      >
    </form>`
  }

  readonly #pickToken = (event: Event): void => {
    const key = (event.target as HTMLSelectElement).value
    sendState.token = sendState.tokenBalances.find((token) => tokenKey(token) === key)
    this.problem = undefined
  }

  readonly #setAmount = (event: Event): void => {
    sendState.sendTokenAmount = (event.target as HTMLInputElement).value
    this.problem = undefined
  }

  readonly #setReceiver = (event: Event): void => {
    this.problem = undefined
    // A name (alice.eth) resolves to the address shown under the field; one that cannot be a name says so.
    setSendReceiver((event.target as HTMLInputElement).value).catch((error: unknown) => {
      this.problem = toErrorData(error)
    })
  }

  readonly #max = (): void => {
    const token = sendState.token ?? sendState.tokenBalances[0]
    if (token) sendState.sendTokenAmount = token.quantity.numeric
  }

  readonly #review = (event: Event): void => {
    event.preventDefault()
    sendState.token ??= sendState.tokenBalances[0]
    // The gas price is not known yet here: the preview loads it, and sending checks again.
    const problem = validateSend({
      ...sendState,
      gasPrice: sendState.gasPrice ?? '0',
      namespace: getActiveChain().namespace,
    })
    if (problem) {
      this.problem = toErrorData(problem)
      return
    }
    pushView('SendPreview')
  }
}

/**
 * Defines `<agentry-send-view>` and what it renders.
 *
 * @example
 * (await import('./views/send-view.js')).defineSendView()
 */
export function defineSendView(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-send-view', AgentrySendView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-send-view': AgentrySendView
  }
}
