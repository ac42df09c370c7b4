import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Receive view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Il tuo indirizzo come codice QR',
  explanation: (network: string) => `Invia a questo indirizzo solo asset sulla rete ${network}.`,
  copy: 'Copia indirizzo',
  copied: 'Indirizzo copiato',
}
