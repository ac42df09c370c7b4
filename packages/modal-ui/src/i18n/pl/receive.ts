import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Receive view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Twój adres jako kod QR',
  explanation: (network: string) => `Wysyłaj na ten adres tylko aktywa w sieci ${network}.`,
  copy: 'Kopiuj adres',
  copied: 'Skopiowano adres',
}
