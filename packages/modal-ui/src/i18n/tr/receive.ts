import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Receive view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'QR kodu olarak adresiniz',
  explanation: (network: string) => `Bu adrese yalnızca ${network} ağındaki varlıkları gönderin.`,
  copy: 'Adresi kopyala',
  copied: 'Adres kopyalandı',
}
