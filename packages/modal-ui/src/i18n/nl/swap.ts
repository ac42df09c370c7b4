import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Swap and Swap preview views; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Je betaalt',
  to: 'Je ontvangt',
  amountLabel: 'Te betalen bedrag',
  quoting: 'Offerte ophalen…',
  approve: (symbol: string) => `${symbol} goedkeuren`,
  approving: 'Wachten op goedkeuring…',
  approvalHint: (symbol: string) => `Het ruilcontract heeft eerst je toestemming nodig om ${symbol} uit te geven.`,
  review: 'Ruil controleren',
  confirm: 'Ruilen',
  swapping: 'Ruilen…',
  slippage: 'Max. koersafwijking',
  network: 'Netwerk',
  loading: 'Tokens laden',
  route: 'Ruilroute',
  feeTier: 'Poolkosten',
  minimumReceived: 'Minimaal ontvangen',
  networkFee: 'Netwerkkosten',
}
