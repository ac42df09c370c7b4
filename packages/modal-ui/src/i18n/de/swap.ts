import type { Messages } from '../en/core.js'

/**
 * German messages of the Swap and Swap preview views; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Du zahlst',
  to: 'Du erhältst',
  amountLabel: 'Zu zahlender Betrag',
  quoting: 'Angebot wird geholt…',
  approve: (symbol: string) => `${symbol} freigeben`,
  approving: 'Warte auf Freigabe…',
  approvalHint: (symbol: string) => `Der Tauschvertrag braucht zuerst deine Erlaubnis, ${symbol} auszugeben.`,
  review: 'Tausch prüfen',
  confirm: 'Jetzt tauschen',
  swapping: 'Tausche…',
  slippage: 'Max. Abweichung',
  network: 'Netz',
  loading: 'Token werden geladen',
  route: 'Tauschroute',
  feeTier: 'Pool-Gebühr',
  minimumReceived: 'Mindestens erhalten',
  networkFee: 'Netzwerkgebühr',
}
