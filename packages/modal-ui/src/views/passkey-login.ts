import { getEmbeddedWallet, watchPasskeyLogin } from '@agentry/modal-core/frame'
import { LitElement, css, html } from 'lit'
import { AgentryButton, AgentryText, baseStyles, defineElement, messages } from './view-kit.js'
import { fieldStyles, viewStyles } from './view-common.js'
import { allowFrameFocus } from './allow-frame-focus.js'

/** The height kept for the frame's passkey panel (its button, and a line for its status or error). */
export const PASSKEY_PANEL_HEIGHT = 132

/**
 * The passkey login of our own wallet host (`embeddedWallet.hostUrl`), on the Connect view under the email
 * form. WebAuthn needs the user's click inside the frame's document, so "Continue with passkey" here only
 * opens a place in the view over which the frame shows its own passkey panel; the user chooses the passkey
 * there, and once the frame's session holds the account the embedded wallet connects, as after an email
 * login. The place forwards focus into the frame, so the keyboard reaches the frame's button.
 *
 * @example
 * html`<agentry-passkey-login></agentry-passkey-login>`
 */
export class AgentryPasskeyLogin extends LitElement {
  static override properties = { open: { state: true } }
  static override styles = [
    baseStyles,
    viewStyles,
    fieldStyles,
    css`
      .panel {
        height: ${PASSKEY_PANEL_HEIGHT}px;
        border-radius: 16px;
        border: 1px solid var(--agentry-color-border);
        background: #fff;
      }
      .panel:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
      }
      .link {
        align-self: center;
      }
    `,
  ]

  declare open: boolean
  #watch: AbortController | undefined

  constructor() {
    super()
    this.open = false
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#close()
  }

  override render() {
    if (!this.open)
      return html`<agentry-button variant="neutral" data-action="passkey" @click=${this.#start}>
        ${messages.email.passkey}
      </agentry-button>`
    return html`<agentry-text variant="muted">${messages.email.passkeyHint}</agentry-text>
      <div
        class="panel"
        part="passkey-panel"
        tabindex="0"
        role="group"
        aria-label=${messages.email.passkey}
        @focus=${this.#focusFrame}
      ></div>
      <button class="link" type="button" data-action="passkey-cancel" @click=${this.#close}>
        ${messages.email.passkeyCancel}
      </button>`
  }

  readonly #start = async (): Promise<void> => {
    if (this.open) return
    this.open = true
    await this.updateComplete
    const panel = this.renderRoot.querySelector<HTMLElement>('.panel')
    const watch = (this.#watch = new AbortController())
    const release = allowFrameFocus()
    void watchPasskeyLogin({
      signal: watch.signal,
      area: () => {
        const rect = panel?.getBoundingClientRect()
        return rect && rect.width > 0
          ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
          : undefined
      },
    }).finally(() => {
      release()
      if (this.#watch === watch) this.#close()
    })
    panel?.focus()
    // A frame still loading drops the focus it is given: hand it over once the frame is ready.
    void getEmbeddedWallet()?.transport.ready.then(
      () => this.#watch === watch && this.renderRoot.querySelector('.panel') === this.#focused() && this.#focusFrame(),
      () => undefined,
    )
  }

  /** The focused element inside this element's shadow root. */
  #focused(): Element | null {
    return (this.renderRoot as ShadowRoot).activeElement
  }

  readonly #close = (): void => {
    this.#watch?.abort()
    this.#watch = undefined
    this.open = false
  }

  readonly #focusFrame = (): void => {
    getEmbeddedWallet()?.iframe.focus()
  }
}

/**
 * Defines the passkey login and what it renders.
 *
 * @example
 * definePasskeyLogin()
 */
export function definePasskeyLogin(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-passkey-login', AgentryPasskeyLogin)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-passkey-login': AgentryPasskeyLogin
  }
}
