import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Send and Send preview views; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Varlık',
  amountLabel: 'Miktar',
  max: 'Maks.',
  available: (amount: string, symbol: string) => `Kullanılabilir: ${amount} ${symbol}`,
  receiverLabel: 'Alıcı',
  receiverPlaceholder: 'Adres (0x… veya Solana)',
  review: 'İncele',
  noTokens: 'Bu ağda gönderilecek bir şey yok',
  sending: 'Gönderiliyor…',
  confirm: 'Gönder',
  cancel: 'İptal',
  previewAmount: 'Gönderdiğiniz',
  previewTo: 'Alıcı',
  previewNetwork: 'Ağ',
  previewFee: 'Ağ ücreti (tahmini)',
  feeUnknown: 'Hesaplanıyor…',
  feeUnavailable: 'Bilinmiyor',
}
