import type { Messages } from '../en/core.js'

/**
 * German messages of the Receive view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Deine Adresse als QR-Code',
  explanation: (network: string) => `Sende an diese Adresse nur Werte im Netzwerk ${network}.`,
  copy: 'Adresse in die Zwischenablage',
  copied: 'Adresse wurde kopiert',
}
