import { LitElement, css, html, nothing } from 'lit'
import { StoreController } from '../controllers/store-controller.js'
import { translateError, type CoreText } from '../i18n/errors/translateError.js'
import { baseStyles } from '../theme/theme-styles.js'
import { icon } from './icons.js'

/**
 * An inline error (snackbar style) announced as an alert, with an optional action such as a retry.
 * Pressing the action dispatches `agentry-action`. `message` is shown as it is; an `error` of
 * `@agentry/modal-core` (`toErrorData`) shows in the current language, by its code, with an optional
 * `detail` line (for example the wallet's own words).
 *
 * @example
 * html`<agentry-inline-error .error=${toErrorData(error)} action-label="Try again" @agentry-action=${retry}></agentry-inline-error>`
 */
export class AgentryInlineError extends LitElement {
  static override properties = {
    message: { type: String },
    error: { attribute: false },
    detail: { type: String },
    actionLabel: { type: String, attribute: 'action-label' },
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .error {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 8px 8px 8px 12px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-error-bg);
        color: var(--agentry-color-error);
        font-size: var(--agentry-text-md);
      }
      .message {
        flex: 1;
        overflow-wrap: anywhere;
      }
      .detail {
        display: block;
        font-size: var(--agentry-text-sm);
        opacity: 0.8;
      }
      button {
        flex: none;
        padding: 4px 10px;
        border: 1px solid currentColor;
        border-radius: var(--agentry-radius-full);
        background: transparent;
        color: inherit;
        font: inherit;
        font-size: var(--agentry-text-sm);
        cursor: pointer;
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 2px;
      }
    `,
  ]

  declare message: string
  declare error: CoreText | undefined
  declare detail: string | undefined
  declare actionLabel: string | undefined

  constructor() {
    super()
    // No store of its own: the controller re-renders it when the language changes.
    new StoreController(this, [])
    this.message = ''
    this.error = undefined
    this.detail = undefined
    this.actionLabel = undefined
  }

  override render() {
    return html`<div class="error" part="error" role="alert">
      ${icon('warning')}
      <span class="message"
        ><span class="text">${this.error ? translateError(this.error) : this.message}</span>${this.detail
          ? html` <span class="detail">${this.detail}</span>`
          : nothing}</span
      >
      ${this.actionLabel ? html`<button type="button" @click=${this.#onAction}>${this.actionLabel}</button>` : nothing}
    </div>`
  }

  #onAction(): void {
    this.dispatchEvent(new CustomEvent('agentry-action', { bubbles: true, composed: true }))
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-inline-error': AgentryInlineError
  }
  interface HTMLElementEventMap {
    'agentry-action': CustomEvent<undefined>
  }
}
