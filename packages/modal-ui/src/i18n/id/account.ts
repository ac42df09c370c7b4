import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Account view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Salin alamat',
  copied: 'Alamat disalin',
  balanceLabel: 'Saldo',
  disconnect: 'Putuskan',
  disconnecting: 'Memutuskan…',
  balanceUnavailable: 'Saldo token tidak tersedia',
  actionsLabel: 'Tindakan akun',
  send: 'Kirim',
  swap: 'Tukar',
  receive: 'Terima',
  buy: 'Beli',
  chooseName: 'Pilih nama',
  tokensLabel: 'Token',
  tokensEmpty: 'Belum ada token di jaringan ini',
  tokensLoading: 'Memuat token',
  exportWallet: 'Ekspor dompet',
  exporting: 'Mengekspor…',
}
