import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Receive view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Alamat Anda sebagai kode QR',
  explanation: (network: string) => `Kirim hanya aset di jaringan ${network} ke alamat ini.`,
  copy: 'Salin alamat',
  copied: 'Alamat disalin',
}
