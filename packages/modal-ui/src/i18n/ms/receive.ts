import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Receive view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Alamat anda sebagai kod QR',
  explanation: (network: string) => `Hantar hanya aset pada rangkaian ${network} ke alamat ini.`,
  copy: 'Salin alamat',
  copied: 'Alamat disalin',
}
