import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Receive view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Ваш адрес в виде QR-кода',
  explanation: (network: string) => `Отправляйте на этот адрес только активы в сети ${network}.`,
  copy: 'Копировать адрес',
  copied: 'Адрес скопирован',
}
