import { alertState, closeAlert, type AlertCode } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryIconButton,
  StoreController,
  baseStyles,
  defineElement,
  loadMessages,
  localeState,
} from '../views/view-kit.js'
import type { Messages } from '../i18n/messages.js'

/**
 * The modal's alert bar: shows the core's open alert (`alertState`, spec section 8: Network Not Found,
 * Invalid App Configuration, Session Expired, Invalid Project ID, Project ID Not Configured) with the
 * spec's title and a sentence on what to do, in the current language; Dismiss calls `closeAlert()`.
 * The shell loads it with the first alert, not with the page.
 *
 * @example
 * showAlert(ALERTS.sessionExpired) // the open modal shows 'Session Expired' above its view
 */
export class AgentryAlertBar extends LitElement {
  // No themeStyles: the bar sits in the modal's shadow root and takes the modal's colours.
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        padding: 0 12px 4px;
      }
      .alert {
        display: flex;
        align-items: flex-start;
        gap: 8px;
        padding: 8px 4px 8px 12px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
        border-inline-start: 3px solid var(--agentry-color-accent);
        font-size: var(--agentry-text-sm);
        animation: alert-in var(--agentry-duration-view) ease;
      }
      .alert[data-variant='error'] {
        border-inline-start-color: var(--agentry-color-error);
      }
      .text {
        flex: 1;
        overflow-wrap: anywhere;
      }
      strong {
        display: block;
        font-size: var(--agentry-text-md);
      }
      @keyframes alert-in {
        from {
          opacity: 0;
        }
      }
    `,
  ]

  constructor() {
    super()
    new StoreController(this, [alertState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void loadMessages('alerts').then(() => this.requestUpdate())
  }

  override render() {
    const code = alertState.code as AlertCode | undefined
    const texts = (localeState.catalogue as Partial<Messages>).alerts
    if (!alertState.open || !code || !texts) return nothing
    const text = texts[code]
    return html`<div class="alert" role="alert" data-code=${code} data-variant=${alertState.variant}>
      <span class="text"><strong>${text.title}</strong>${text.body}</span>
      <agentry-icon-button icon="close" label=${texts.close} @click=${closeAlert}></agentry-icon-button>
    </div>`
  }
}

/**
 * Defines `<agentry-alert-bar>` (and the icon button it uses).
 *
 * @example
 * (await import('./agentry-alert-bar.js')).defineAlertBar()
 */
export function defineAlertBar(): void {
  defineElement('agentry-icon-button', AgentryIconButton)
  defineElement('agentry-alert-bar', AgentryAlertBar)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-alert-bar': AgentryAlertBar
  }
}
