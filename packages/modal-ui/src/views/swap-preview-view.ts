import { chainState, getActiveNetwork, goBack } from '@agentry/modal-core'
import { executeSwap, swapState } from '@agentry/modal-core/swap'
import { LitElement, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryInlineError,
  StoreController,
  baseStyles,
  defineElement,
  formatAmount,
  messages,
  storeError,
  visuallyHiddenStyles,
} from './view-kit.js'
import { fieldStyles, viewStyles } from './view-common.js'
import { swapDetails } from './swap-details.js'

/**
 * The swap preview: what is paid and received, the slippage allowed and the network, then the route,
 * fee tier, minimum received and network fee. Swap sends it
 * through the wallet; on success the core returns to Account with 'Transaction started', on failure the
 * message shows here.
 *
 * @example
 * html`<agentry-swap-preview-view></agentry-swap-preview-view>`
 */
export class AgentrySwapPreviewView extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, viewStyles, fieldStyles]

  constructor() {
    super()
    new StoreController(this, [swapState, chainState])
  }

  override render() {
    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, slippage, loadingTransaction, error } = swapState
    return html`<dl>
        <dt>${messages.swap.from}</dt>
        <dd data-testid="pay">${formatAmount(sourceTokenAmount, 18)} ${sourceToken?.symbol ?? ''}</dd>
        <dt>${messages.swap.to}</dt>
        <dd data-testid="receive">${formatAmount(toTokenAmount, 18)} ${toToken?.symbol ?? ''}</dd>
        <dt>${messages.swap.slippage}</dt>
        <dd>${slippage}%</dd>
        <dt>${messages.swap.network}</dt>
        <dd>${getActiveNetwork()?.name ?? ''}</dd>
      </dl>
      ${swapDetails()}
      ${error ? html`<agentry-inline-error .error=${storeError(swapState)}></agentry-inline-error>` : nothing}
      <div class="actions">
        <agentry-button variant="neutral" ?disabled=${loadingTransaction} @click=${goBack}
          >${messages.send.cancel}</agentry-button
        >
        <agentry-button
          variant="accent"
          data-action="swap"
          ?loading=${loadingTransaction}
          @click=${() => void executeSwap()}
        >
          ${loadingTransaction ? messages.swap.swapping : messages.swap.confirm}
        </agentry-button>
      </div>`
  }
}

/**
 * Defines `<agentry-swap-preview-view>` and what it renders.
 *
 * @example
 * (await import('./views/swap-preview-view.js')).defineSwapPreviewView()
 */
export function defineSwapPreviewView(): void {
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-swap-preview-view', AgentrySwapPreviewView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-swap-preview-view': AgentrySwapPreviewView
  }
}
