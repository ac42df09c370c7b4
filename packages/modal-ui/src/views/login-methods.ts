import { optionsState, type SocialProvider } from '@agentry/modal-core'
import {
  frameState,
  getEmbeddedWallet,
  loginWithEmail,
  loginWithSocial,
  offeredSocials,
  startFarcasterLogin,
} from '@agentry/modal-core/frame'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryInlineError,
  AgentrySpinner,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  storeError,
  visuallyHiddenStyles,
} from './view-kit.js'
import { fieldStyles, viewStyles } from './view-common.js'
import { definePasskeyLogin } from './passkey-login.js'

/**
 * The email login form (Connect and EmailLogin views): the address, then Continue sends the login email
 * through the embedded wallet and opens EmailOtp. The client's check of the address, its 30 s cooldown
 * and the frame's failures show under the form.
 *
 * @example
 * html`<agentry-email-form></agentry-email-form>`
 */
export class AgentryEmailForm extends LitElement {
  static override properties = { email: { state: true } }
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles]

  declare email: string

  constructor() {
    super()
    this.email = ''
    new StoreController(this, [frameState])
  }

  override render() {
    return html`<form class="stack" novalidate @submit=${this.#submit}>
      <label class="field">
        <span>${messages.email.label}</span>
        <input
          type="email"
          name="email"
          autocomplete="email"
          inputmode="email"
          placeholder=${messages.email.placeholder}
          .value=${this.email}
          ?disabled=${frameState.loading}
          @input=${(event: Event) => (this.email = (event.target as HTMLInputElement).value)}
        />
      </label>
      ${frameState.error
        ? html`<agentry-inline-error .error=${storeError(frameState)}></agentry-inline-error>`
        : nothing}
      <agentry-button
        variant="accent"
        data-action="email-continue"
        ?loading=${frameState.loading}
        ?disabled=${!this.email.trim()}
        @click=${this.#submit}
      >
        ${messages.email.continue}
      </agentry-button>
    </form>`
  }

  readonly #submit = (event: Event): void => {
    event.preventDefault()
    if (!this.email.trim() || frameState.loading) return
    void loginWithEmail(this.email)
  }
}

const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/**
 * The social login buttons (Connect view), one per configured provider in the configured order, cut down
 * to the providers our wallet host has (it names them in its frame's ready event: the frame is mounted
 * when the buttons are, and until it is ready they show as placeholders, not as buttons).
 * Farcaster opens ConnectingFarcaster; the others log in through a popup.
 *
 * @example
 * html`<agentry-social-buttons></agentry-social-buttons>`
 */
export class AgentrySocialButtons extends LitElement {
  static override properties = { pending: { state: true } }
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
        gap: 8px;
      }
      .placeholder {
        height: 40px;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
      }
    `,
  ]

  declare pending: SocialProvider | undefined

  constructor() {
    super()
    this.pending = undefined
    new StoreController(this, [optionsState, frameState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Our host says in its frame's ready event which providers it has: load the frame now to hear it.
    if (optionsState.embeddedWallet) getEmbeddedWallet()
  }

  override render() {
    const { pending, socials } = offeredSocials()
    if (pending)
      return html`<div
        class="grid"
        role="group"
        aria-busy="true"
        aria-label=${messages.email.socialsLabel}
        part="socials-loading"
      >
        ${(optionsState.features.socials || []).map(() => html`<div class="placeholder"></div>`)}
      </div>`
    if (socials.length === 0) return nothing
    return html`<div class="grid" role="group" aria-label=${messages.email.socialsLabel}>
      ${socials.map(
        (provider) =>
          html`<agentry-button
            variant="neutral"
            data-social=${provider}
            label=${messages.email.continueWith(SOCIAL_NAMES[provider])}
            ?loading=${this.pending === provider}
            ?disabled=${this.pending !== undefined && this.pending !== provider}
            @click=${() => void this.#login(provider)}
            >${SOCIAL_NAMES[provider]}</agentry-button
          >`,
      )}
    </div>`
  }

  async #login(provider: SocialProvider): Promise<void> {
    if (this.pending) return
    this.pending = provider
    try {
      if (provider === 'farcaster') {
        const wallet = getEmbeddedWallet()
        if (wallet) await startFarcasterLogin({ client: wallet.client })
      } else {
        await loginWithSocial(provider)
      }
    } finally {
      this.pending = undefined
    }
  }
}

/**
 * Defines the email form, the social buttons and the passkey login.
 *
 * @example
 * (await import('./views/login-methods.js')).defineLoginMethods()
 */
export function defineLoginMethods(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-email-form', AgentryEmailForm)
  defineElement('agentry-social-buttons', AgentrySocialButtons)
  definePasskeyLogin()
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-email-form': AgentryEmailForm
    'agentry-social-buttons': AgentrySocialButtons
  }
}
