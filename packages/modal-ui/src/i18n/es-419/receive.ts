import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Receive view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Tu dirección como código QR',
  explanation: (network: string) => `Envía a esta dirección solo activos de la red ${network}.`,
  copy: 'Copiar dirección',
  copied: 'Dirección copiada',
}
