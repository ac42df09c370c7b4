import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Account view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Salin alamat',
  copied: 'Alamat disalin',
  balanceLabel: 'Baki',
  disconnect: 'Putuskan sambungan',
  disconnecting: 'Memutuskan sambungan…',
  balanceUnavailable: 'Baki token tidak tersedia',
  actionsLabel: 'Tindakan akaun',
  send: 'Hantar',
  swap: 'Tukar',
  receive: 'Terima',
  buy: 'Beli',
  chooseName: 'Pilih nama',
  tokensLabel: 'Token',
  tokensEmpty: 'Belum ada token pada rangkaian ini',
  tokensLoading: 'Memuatkan token',
  exportWallet: 'Eksport dompet',
  exporting: 'Mengeksport…',
}
