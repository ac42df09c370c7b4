import { getActiveNetwork } from '@agentry/modal-core'
import { swapState } from '@agentry/modal-core/swap'
import { html, nothing, type TemplateResult } from 'lit'
import { formatAmount, messages } from './view-kit.js'

/** A network fee is small: more places than a balance's 3, so it does not floor to 0. */
const FEE_PLACES = 6

/**
 * The quote's details the Swap view and its preview show: the route (token → token), the pool's fee
 * tier, the minimum received under the slippage and the network fee. A line the swap source does not
 * know (the hosted one gives no fee tier) is left out; nothing without a quote.
 *
 * @example
 * html`${swapDetails()}`
 */
export function swapDetails(): TemplateResult | typeof nothing {
  const { quote, sourceToken, toToken, minimumReceived, networkFee } = swapState
  if (!quote || !sourceToken || !toToken) return nothing
  const native = getActiveNetwork()?.nativeCurrency.symbol ?? ''
  return html`<dl data-testid="swap-details">
    <dt>${messages.swap.route}</dt>
    <dd data-testid="route">${sourceToken.symbol} → ${toToken.symbol}</dd>
    ${quote.feeTier === undefined
      ? nothing
      : html`<dt>${messages.swap.feeTier}</dt>
          <dd data-testid="fee-tier">${quote.feeTier / 10_000}%</dd>`}
    <dt>${messages.swap.minimumReceived}</dt>
    <dd data-testid="minimum-received">${formatAmount(minimumReceived, 18)} ${toToken.symbol}</dd>
    ${networkFee
      ? html`<dt>${messages.swap.networkFee}</dt>
          <dd data-testid="network-fee">${formatAmount(networkFee, FEE_PLACES)} ${native}</dd>`
      : nothing}
  </dl>`
}
