import { hideSnackbar, snackbarState } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import { StoreController } from '../controllers/store-controller.js'
import { translateError } from '../i18n/errors/translateError.js'
import { messages } from '../i18n/messages.js'
import { baseStyles } from '../theme/theme-styles.js'

/**
 * The snackbar: the core's current message ('Transaction started', 'Something went wrong'…), announced
 * politely for success and info, assertively for errors, with a dismiss button.
 *
 * @example
 * html`<agentry-snackbar></agentry-snackbar>`
 */
export class AgentrySnackbar extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .snackbar {
        display: flex;
        align-items: center;
        gap: 8px;
        margin-top: 8px;
        padding: 8px 8px 8px 12px;
        border-radius: var(--agentry-radius-full);
        background: var(--agentry-color-bg-raised);
        font-size: var(--agentry-text-md);
      }
      .snackbar[data-variant='success'] {
        color: var(--agentry-color-success);
      }
      .snackbar[data-variant='error'] {
        color: var(--agentry-color-error);
      }
      .message {
        flex: 1;
      }
      button {
        border: none;
        background: none;
        color: var(--agentry-color-fg-muted);
        font: inherit;
        cursor: pointer;
        border-radius: var(--agentry-radius-sm);
      }
      button:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, snackbarState)
  }

  override render() {
    const { open, message, variant, code, params } = snackbarState
    if (!open || !message) return nothing
    return html`<div
      class="snackbar"
      part="snackbar"
      data-variant=${variant}
      role=${variant === 'error' ? 'alert' : 'status'}
    >
      <span class="message">${translateError({ message, code, params })}</span>
      ${variant === 'loading'
        ? nothing
        : html`<button type="button" @click=${hideSnackbar}>${messages.snackbar.dismiss}</button>`}
    </div>`
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-snackbar': AgentrySnackbar
  }
}
