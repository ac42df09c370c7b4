import type { Messages } from '../en/core.js'

/**
 * French messages of the Receive view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Votre adresse sous forme de QR code',
  explanation: (network: string) => `N'envoyez à cette adresse que des actifs du réseau ${network}.`,
  copy: "Copier l'adresse",
  copied: 'Adresse copiée',
}
