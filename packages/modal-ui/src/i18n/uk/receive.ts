import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Receive view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Ваша адреса у вигляді QR-коду',
  explanation: (network: string) => `Надсилайте на цю адресу лише активи в мережі ${network}.`,
  copy: 'Копіювати адресу',
  copied: 'Адресу скопійовано',
}
