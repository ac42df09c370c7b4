import { chainState, getActiveChain } from '@agentry/modal-core'
import { frameState, getEmbeddedWallet, resetFarcasterLogin, waitForFarcasterLogin } from '@agentry/modal-core/frame'
import { LitElement, html, nothing } from 'lit'
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
import { AgentryQrCode } from '../primitives/agentry-qr-code.js'
import { centeredViewStyles, fieldStyles, viewStyles } from './view-common.js'

/**
 * The ConnectingFarcaster view: the Farcaster login link (`accountState.farcasterUrl`) as a QR code to
 * scan with the phone and as a link for this device; it waits for the approval and then connects the
 * embedded wallet. Leaving before the login finished resets it (spec section 4).
 *
 * @example
 * await startFarcasterLogin({ client }) // opens this view
 */
export class AgentryConnectingFarcasterView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles, centeredViewStyles]

  #waiting: AbortController | undefined

  constructor() {
    super()
    new StoreController(this, [chainState, frameState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const wallet = getEmbeddedWallet()
    if (!wallet) return
    this.#waiting = new AbortController()
    void waitForFarcasterLogin({ client: wallet.client, signal: this.#waiting.signal })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.#waiting?.abort()
    const wallet = getEmbeddedWallet()
    if (wallet) void resetFarcasterLogin({ client: wallet.client })
  }

  override render() {
    const url = getActiveChain().accountState.farcasterUrl
    if (!url) return html`<agentry-inline-error message=${messages.farcaster.noLink}></agentry-inline-error>`
    return html`<agentry-qr-code value=${url} label=${messages.farcaster.qrLabel}></agentry-qr-code>
      <agentry-text variant="title">${messages.farcaster.scan}</agentry-text>
      <agentry-text variant="muted">${messages.farcaster.hint}</agentry-text>
      <a class="link" href=${url} target="_blank" rel="noopener noreferrer">${messages.farcaster.openHere}</a>
      ${frameState.loading ? html`<agentry-spinner label=${messages.farcaster.connecting}></agentry-spinner>` : nothing}
      ${frameState.error
        ? html`<agentry-inline-error .error=${storeError(frameState)}></agentry-inline-error>`
        : nothing}`
  }
}

/**
 * Defines `<agentry-connecting-farcaster-view>` and what it renders.
 *
 * @example
 * (await import('./views/connecting-farcaster-view.js')).defineConnectingFarcasterView()
 */
export function defineConnectingFarcasterView(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-qr-code', AgentryQrCode)
  defineElement('agentry-connecting-farcaster-view', AgentryConnectingFarcasterView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-connecting-farcaster-view': AgentryConnectingFarcasterView
  }
}
