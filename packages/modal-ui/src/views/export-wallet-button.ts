import { connectionState, type ErrorData } from '@agentry/modal-core'
import { exportEmbeddedWallet, frameState, getEmbeddedWallet, isEmbeddedWalletActive } from '@agentry/modal-core/frame'
import { LitElement, css, html, nothing } from 'lit'
import { allowFrameFocus } from './allow-frame-focus.js'
import { AgentryButton, AgentryInlineError, StoreController, baseStyles, defineElement, messages } from './view-kit.js'

/**
 * "Export wallet" on the Account view, shown only for an account of the embedded wallet (email, social or
 * passkey login). Pressing it asks the wallet's frame to show the recovery phrase in its own panel, above
 * the modal (core `exportEmbeddedWallet`): the button stays busy while that panel is open, and a refusal
 * (a login too old for an export: sign in again first) shows under it in the current language.
 *
 * @example
 * html`<agentry-export-wallet></agentry-export-wallet>`
 */
export class AgentryExportWallet extends LitElement {
  static override properties = { pending: { state: true }, error: { state: true } }
  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      :host([hidden]) {
        display: none;
      }
    `,
  ]

  declare pending: boolean
  declare error: ErrorData | undefined

  constructor() {
    super()
    this.pending = false
    this.error = undefined
    new StoreController(this, [connectionState, frameState])
  }

  // Hidden rather than empty: an empty host would still take a gap in the view's column.
  override willUpdate(): void {
    this.hidden = !isEmbeddedWalletActive()
  }

  override render() {
    if (this.hidden) return nothing
    return html`<agentry-button
        variant="neutral"
        data-action="export-wallet"
        ?loading=${this.pending}
        @click=${this.#export}
      >
        ${this.pending ? messages.account.exporting : messages.account.exportWallet}
      </agentry-button>
      ${this.error
        ? html`<agentry-inline-error
            .error=${this.error}
            detail=${this.error.details ?? nothing}
          ></agentry-inline-error>`
        : nothing}`
  }

  // The frame shows its panel above the modal: focus goes into it (the modal's trap lets it), so the keyboard
  // reaches the panel's buttons; it comes back to this button once the panel closes.
  override updated(): void {
    if (!this.pending || !frameState.visible) return
    const iframe = getEmbeddedWallet()?.iframe
    if (iframe && document.activeElement !== iframe) iframe.focus()
  }

  readonly #export = async (): Promise<void> => {
    if (this.pending) return
    this.pending = true
    this.error = undefined
    const release = allowFrameFocus()
    const { error } = await exportEmbeddedWallet().finally(release)
    this.pending = false
    this.error = error
    await this.updateComplete
    this.renderRoot.querySelector<HTMLElement>('agentry-button')?.focus()
  }
}

/**
 * Defines `<agentry-export-wallet>` and the primitives it renders.
 *
 * @example
 * defineExportWallet()
 */
export function defineExportWallet(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-export-wallet', AgentryExportWallet)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-export-wallet': AgentryExportWallet
  }
}
