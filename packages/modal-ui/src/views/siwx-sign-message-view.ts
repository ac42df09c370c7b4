import { cancelSignIn, optionsState, SIGN_IN_STATEMENT, signIn, siwxState } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryInlineError,
  AgentrySpinner,
  AgentryText,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  storeError,
  visuallyHiddenStyles,
} from './view-kit.js'
import { viewStyles } from './view-common.js'

/**
 * The SIWXSignMessage view: explains the sign-in, then 'Sign' calls `signIn()` and 'Cancel' calls
 * `cancelSignIn()`. While the wallet is asked it shows a loading state; an error from `siwxState.error`
 * (for example 'Signature declined') is shown and Sign can be pressed again.
 *
 * @example
 * html`<agentry-siwx-sign-message-view></agentry-siwx-sign-message-view>`
 */
export class AgentrySiwxSignMessageView extends LitElement {
  static override properties = {
    cancelling: { state: true },
  }

  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    css`
      .intro {
        padding: 8px 8px 16px;
      }
      blockquote {
        margin: 0;
        padding: 10px 12px;
        border-inline-start: 3px solid var(--agentry-color-accent);
        border-radius: var(--agentry-radius);
        background: var(--agentry-color-bg-raised);
        font-size: var(--agentry-text-md);
      }
    `,
  ]

  declare cancelling: boolean

  constructor() {
    super()
    this.cancelling = false
    new StoreController(this, [siwxState, optionsState])
  }

  override render() {
    const signing = siwxState.status === 'signing'
    const error = siwxState.status === 'error' ? storeError(siwxState) : undefined
    const appName = optionsState.metadata?.name ?? messages.siwx.appFallback
    return html`<div class="stack center intro">
        <agentry-text variant="title">${messages.siwx.heading(appName)}</agentry-text>
        <agentry-text variant="muted">${messages.siwx.explanation}</agentry-text>
      </div>
      <blockquote data-testid="statement">${SIGN_IN_STATEMENT}</blockquote>
      ${error ? html`<agentry-inline-error .error=${error}></agentry-inline-error>` : nothing}
      <div class="actions">
        <agentry-button ?disabled=${signing || this.cancelling} @click=${this.#cancel}
          >${messages.siwx.cancel}</agentry-button
        >
        <agentry-button variant="accent" ?loading=${signing} ?disabled=${this.cancelling} @click=${this.#sign}>
          ${signing ? messages.siwx.signing : messages.siwx.sign}
        </agentry-button>
      </div>
      <p class="visually-hidden" role="status" aria-live="polite">${signing ? messages.siwx.signing : ''}</p>`
  }

  readonly #sign = async (): Promise<void> => {
    if (siwxState.status === 'signing') return
    // Failures land in siwxState.error, which this view renders; nothing else to do with the rejection.
    await signIn().catch(() => undefined)
  }

  readonly #cancel = async (): Promise<void> => {
    if (this.cancelling) return
    this.cancelling = true
    try {
      await cancelSignIn()
    } finally {
      this.cancelling = false
    }
  }
}

/**
 * Defines `<agentry-siwx-sign-message-view>` and the primitives it renders; the shell calls it after
 * loading this module.
 *
 * @example
 * const { defineSiwxSignMessageView } = await import('./views/siwx-sign-message-view.js')
 * defineSiwxSignMessageView()
 */
export function defineSiwxSignMessageView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-siwx-sign-message-view', AgentrySiwxSignMessageView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-siwx-sign-message-view': AgentrySiwxSignMessageView
  }
}
