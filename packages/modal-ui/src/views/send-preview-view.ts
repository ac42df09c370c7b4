import { chainState, getActiveNetwork, goBack, sendState, shortenAddress } from '@agentry/modal-core'
import { formatUnitsDecimal } from '@agentry/modal-core/numbers'
import { estimatedTransferGas, loadSendGas, sendToken } from '@agentry/modal-core/send'
import { LitElement, html } from 'lit'
import {
  AgentryButton,
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  messages,
  visuallyHiddenStyles,
} from './view-kit.js'
import { fieldStyles, viewStyles } from './view-common.js'

/**
 * The send preview: amount, receiver, network and the estimated network fee ('Estimating…' while it is read,
 * 'Unknown' when it cannot be). Send goes through the
 * wallet (`sendToken`): on success the core returns to Account and shows 'Transaction started'; on
 * failure the preview stays with the core's message in the snackbar.
 *
 * @example
 * html`<agentry-send-preview-view></agentry-send-preview-view>`
 */
export class AgentrySendPreviewView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles]

  constructor() {
    super()
    new StoreController(this, [sendState, chainState])
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void loadSendGas()
  }

  override render() {
    const { token, sendTokenAmount, receiverAddress, gasPrice, fee: whole, feeUnavailable, loading } = sendState
    const network = getActiveNetwork()
    // eip155 prices gas; solana's adapter prices the whole transaction (`fee`).
    const units = whole ?? (gasPrice ? BigInt(gasPrice) * estimatedTransferGas(token) : undefined)
    const fee =
      units !== undefined && network
        ? `${formatAmount(formatUnitsDecimal(BigInt(units), network.nativeCurrency.decimals), 18)} ${network.nativeCurrency.symbol}`
        : messages.send[feeUnavailable ? 'feeUnavailable' : 'feeUnknown']
    return html`<dl>
        <dt>${messages.send.previewAmount}</dt>
        <dd data-testid="amount">${formatAmount(sendTokenAmount ?? '', 18)} ${token?.symbol}</dd>
        <dt>${messages.send.previewTo}</dt>
        <dd data-testid="receiver" title=${receiverAddress ?? ''}>
          ${receiverAddress ? shortenAddress(receiverAddress) : ''}
        </dd>
        <dt>${messages.send.previewNetwork}</dt>
        <dd>${network?.name ?? ''}</dd>
        <dt>${messages.send.previewFee}</dt>
        <dd data-testid="fee">${fee}</dd>
      </dl>
      <div class="actions">
        <agentry-button variant="neutral" ?disabled=${loading} @click=${goBack}>${messages.send.cancel}</agentry-button>
        <agentry-button variant="accent" data-action="send" ?loading=${loading} @click=${() => void sendToken()}>
          ${loading ? messages.send.sending : messages.send.confirm}
        </agentry-button>
      </div>`
  }
}

/**
 * Defines `<agentry-send-preview-view>` and what it renders.
 *
 * @example
 * (await import('./views/send-preview-view.js')).defineSendPreviewView()
 */
export function defineSendPreviewView(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-send-preview-view', AgentrySendPreviewView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-send-preview-view': AgentrySendPreviewView
  }
}
