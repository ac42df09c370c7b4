import { routerState } from '@agentry/modal-core'
import { confirmEmailDevice, frameState, resendEmailCode, verifyEmailOtp } from '@agentry/modal-core/frame'
import { LitElement, css, html, nothing } from 'lit'
import {
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
import { fieldStyles, viewStyles } from './view-common.js'
import { defineLoginMethods } from './login-methods.js'

/** Length of the emailed one-time code. */
export const OTP_LENGTH = 6

/**
 * The EmailLogin view: the email form on its own (for `openModal({ view: 'EmailLogin' })`).
 *
 * @example
 * openModal({ view: 'EmailLogin' })
 */
export class AgentryEmailLoginView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  override render() {
    return html`<agentry-email-form></agentry-email-form>`
  }
}

/**
 * The EmailOtp view: for a new device it first waits for the approval link in the email, then takes
 * the 6-digit code (checked as soon as it is complete), with a resend under the 30 s cooldown. A right
 * code connects the embedded wallet; a wrong one shows the frame's message and clears the field.
 *
 * @example
 * pushView('EmailOtp', { email: 'alice@example.org', verifyDevice: false })
 */
export class AgentryEmailOtpView extends LitElement {
  static override properties = { code: { state: true }, resent: { state: true } }
  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    css`
      :host {
        text-align: center;
      }
      input[name='otp'] {
        flex: none;
        font-size: var(--agentry-text-xl);
        letter-spacing: 0.5em;
        text-align: center;
      }
    `,
  ]

  declare code: string
  declare resent: boolean
  #confirming = false

  constructor() {
    super()
    this.code = ''
    this.resent = false
    new StoreController(this, [frameState, routerState])
  }

  override updated(): void {
    if (routerState.data?.verifyDevice && !this.#confirming) {
      this.#confirming = true
      void confirmEmailDevice().finally(() => (this.#confirming = false))
    }
  }

  override render() {
    const email = String(routerState.data?.email ?? '')
    if (routerState.data?.verifyDevice) {
      return html`<agentry-text variant="title">${messages.email.approveDevice}</agentry-text>
        <agentry-text variant="muted">${messages.email.approveDeviceHint(email)}</agentry-text>
        ${frameState.loading
          ? html`<div class="stack center"><agentry-spinner label=${messages.email.waiting}></agentry-spinner></div>`
          : nothing}
        ${frameState.error
          ? html`<agentry-inline-error .error=${storeError(frameState)}></agentry-inline-error>`
          : nothing}`
    }
    return html`<form class="stack" novalidate @submit=${(event: Event) => (event.preventDefault(), this.#verify())}>
      <agentry-text variant="muted">${messages.email.codeSent(email)}</agentry-text>
      <label class="field">
        <span class="visually-hidden">${messages.email.codeLabel}</span>
        <input
          name="otp"
          inputmode="numeric"
          autocomplete="one-time-code"
          maxlength=${OTP_LENGTH}
          pattern="[0-9]*"
          .value=${this.code}
          ?disabled=${frameState.loading}
          @input=${this.#onInput}
        />
      </label>
      ${frameState.loading
        ? html`<div class="stack center"><agentry-spinner label=${messages.email.checking}></agentry-spinner></div>`
        : nothing}
      ${frameState.error
        ? html`<agentry-inline-error .error=${storeError(frameState)}></agentry-inline-error>`
        : nothing}
      <p class="muted">
        ${messages.email.noCode}
        <button type="button" class="link" data-action="resend" ?disabled=${frameState.loading} @click=${this.#resend}>
          ${messages.email.resend}
        </button>
      </p>
      <p class="visually-hidden" role="status" aria-live="polite">${this.resent ? messages.email.resent : ''}</p>
    </form>`
  }

  readonly #onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement
    this.code = input.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
    input.value = this.code
    frameState.error = undefined
    if (this.code.length === OTP_LENGTH) this.#verify()
  }

  #verify(): void {
    if (this.code.length !== OTP_LENGTH || frameState.loading) return
    void verifyEmailOtp(this.code).then((connected) => {
      if (!connected) this.code = ''
    })
  }

  readonly #resend = async (): Promise<void> => {
    this.resent = false
    this.resent = await resendEmailCode(String(routerState.data?.email ?? ''))
  }
}

/**
 * Defines the EmailLogin and EmailOtp views and what they render.
 *
 * @example
 * (await import('./views/email-views.js')).defineEmailViews()
 */
export function defineEmailViews(): void {
  defineLoginMethods()
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-email-login-view', AgentryEmailLoginView)
  defineElement('agentry-email-otp-view', AgentryEmailOtpView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-email-login-view': AgentryEmailLoginView
    'agentry-email-otp-view': AgentryEmailOtpView
  }
}
