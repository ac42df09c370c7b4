import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Receive view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Seu endereço como QR code',
  explanation: (network: string) => `Envie para este endereço apenas ativos da rede ${network}.`,
  copy: 'Copiar endereço',
  copied: 'Endereço copiado',
}
