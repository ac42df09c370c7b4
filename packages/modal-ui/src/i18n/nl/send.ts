import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Send and Send preview views; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Te versturen token',
  amountLabel: 'Bedrag',
  max: 'Maximaal',
  available: (amount: string, symbol: string) => `${amount} ${symbol} beschikbaar`,
  receiverLabel: 'Aan',
  receiverPlaceholder: 'Adres (0x… of Solana)',
  review: 'Controleren',
  noTokens: 'Niets te versturen op dit netwerk',
  sending: 'Versturen…',
  confirm: 'Versturen',
  cancel: 'Annuleren',
  previewAmount: 'Je verstuurt',
  previewTo: 'Aan',
  previewNetwork: 'Netwerk',
  previewFee: 'Netwerkkosten (geschat)',
  feeUnknown: 'Schatten…',
  feeUnavailable: 'Onbekend',
}
