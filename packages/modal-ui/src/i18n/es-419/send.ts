import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Send and Send preview views; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Token a enviar',
  amountLabel: 'Monto',
  max: 'Máx.',
  available: (amount: string, symbol: string) => `${amount} ${symbol} disponibles`,
  receiverLabel: 'Para',
  receiverPlaceholder: 'Dirección (0x… o Solana)',
  review: 'Revisar',
  noTokens: 'No hay nada para enviar en esta red',
  sending: 'Enviando…',
  confirm: 'Enviar',
  cancel: 'Cancelar',
  previewAmount: 'Envías',
  previewTo: 'Para',
  previewNetwork: 'Red',
  previewFee: 'Comisión de red (estimada)',
  feeUnknown: 'Estimando…',
  feeUnavailable: 'No disponible',
}
