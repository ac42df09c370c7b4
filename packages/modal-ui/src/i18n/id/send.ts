import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Send and Send preview views; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Aset',
  amountLabel: 'Jumlah',
  max: 'Maks.',
  available: (amount: string, symbol: string) => `${amount} ${symbol} tersedia`,
  receiverLabel: 'Ke',
  receiverPlaceholder: 'Alamat (0x… atau Solana)',
  review: 'Tinjau',
  noTokens: 'Tidak ada yang bisa dikirim di jaringan ini',
  sending: 'Mengirim…',
  confirm: 'Kirim',
  cancel: 'Batal',
  previewAmount: 'Anda mengirim',
  previewTo: 'Penerima',
  previewNetwork: 'Jaringan',
  previewFee: 'Biaya jaringan (perkiraan)',
  feeUnknown: 'Memperkirakan…',
  feeUnavailable: 'Tidak diketahui',
}
