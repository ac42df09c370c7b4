import { chainState, getActiveAccount, getActiveNetwork } from '@agentry/modal-core'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryButton,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'
import { AgentryQrCode } from '../primitives/agentry-qr-code.js'
import { fieldStyles, viewStyles } from './view-common.js'

/** How long the copy button shows its confirmation. */
const COPIED_FEEDBACK_MS = 1500

/**
 * The Receive view: the connected address as a QR code and as text, a copy button, and which network
 * to send on.
 *
 * @example
 * html`<agentry-receive-view></agentry-receive-view>`
 */
export class AgentryReceiveView extends LitElement {
  static override properties = { copied: { state: true } }
  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    css`
      .address {
        font-family: ui-monospace, monospace;
        font-size: var(--agentry-text-md);
        text-align: center;
        overflow-wrap: anywhere;
        user-select: all;
      }
    `,
  ]

  declare copied: boolean
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    super()
    this.copied = false
    new StoreController(this, chainState)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#timer)
  }

  override render() {
    const address = getActiveAccount().address
    if (!address) return nothing
    const network = getActiveNetwork()
    return html`<agentry-qr-code value=${address} label=${messages.receive.qrLabel}></agentry-qr-code>
      <p class="address" data-testid="address">${address}</p>
      ${network ? html`<p class="muted center">${messages.receive.explanation(network.name)}</p>` : nothing}
      <agentry-button variant="neutral" data-action="copy" @click=${() => void this.#copy(address)}>
        ${this.copied ? messages.receive.copied : messages.receive.copy}
      </agentry-button>
      <p class="visually-hidden" role="status" aria-live="polite">${this.copied ? messages.receive.copied : ''}</p>`
  }

  async #copy(address: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      return
    }
    this.copied = true
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => (this.copied = false), COPIED_FEEDBACK_MS)
  }
}

/**
 * Defines `<agentry-receive-view>` and what it renders.
 *
 * @example
 * (await import('./views/receive-view.js')).defineReceiveView()
 */
export function defineReceiveView(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-qr-code', AgentryQrCode)
  defineElement('agentry-receive-view', AgentryReceiveView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-receive-view': AgentryReceiveView
  }
}
