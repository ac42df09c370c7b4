import type { Messages } from '../en/core.js'

/**
 * German messages of the Send and Send preview views; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Währung',
  amountLabel: 'Betrag',
  max: 'Maximum',
  available: (amount: string, symbol: string) => `${amount} ${symbol} verfügbar`,
  receiverLabel: 'An',
  receiverPlaceholder: 'Adresse (0x… oder Solana)',
  review: 'Prüfen',
  noTokens: 'In diesem Netzwerk gibt es nichts zu senden',
  sending: 'Sende…',
  confirm: 'Jetzt senden',
  cancel: 'Abbrechen',
  previewAmount: 'Du sendest',
  previewTo: 'Empfänger',
  previewNetwork: 'Netz',
  previewFee: 'Netzwerkgebühr (geschätzt)',
  feeUnknown: 'Wird geschätzt…',
  feeUnavailable: 'Unbekannt',
}
