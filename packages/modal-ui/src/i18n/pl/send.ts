import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Send and Send preview views; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Token do wysłania',
  amountLabel: 'Kwota',
  max: 'Maks.',
  available: (amount: string, symbol: string) => `Dostępne: ${amount} ${symbol}`,
  receiverLabel: 'Do',
  receiverPlaceholder: 'Adres (0x… lub Solana)',
  review: 'Sprawdź',
  noTokens: 'W tej sieci nie ma nic do wysłania',
  sending: 'Wysyłanie…',
  confirm: 'Wyślij',
  cancel: 'Anuluj',
  previewAmount: 'Wysyłasz',
  previewTo: 'Odbiorca',
  previewNetwork: 'Sieć',
  previewFee: 'Opłata sieciowa (szacunkowa)',
  feeUnknown: 'Szacowanie…',
  feeUnavailable: 'Nieznana',
}
