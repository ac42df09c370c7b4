import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Receive view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Je adres als QR-code',
  explanation: (network: string) => `Stuur naar dit adres alleen tegoeden op ${network}.`,
  copy: 'Adres kopiëren',
  copied: 'Adres gekopieerd',
}
