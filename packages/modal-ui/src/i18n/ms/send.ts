import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Send and Send preview views; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Aset',
  amountLabel: 'Jumlah',
  max: 'Maks.',
  available: (amount: string, symbol: string) => `${amount} ${symbol} tersedia`,
  receiverLabel: 'Kepada',
  receiverPlaceholder: 'Alamat (0x… atau Solana)',
  review: 'Semak',
  noTokens: 'Tiada apa-apa untuk dihantar pada rangkaian ini',
  sending: 'Menghantar…',
  confirm: 'Hantar',
  cancel: 'Batal',
  previewAmount: 'Anda menghantar',
  previewTo: 'Penerima',
  previewNetwork: 'Rangkaian',
  previewFee: 'Yuran rangkaian (anggaran)',
  feeUnknown: 'Menganggar…',
  feeUnavailable: 'Tidak diketahui',
}
