import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Swap and Swap preview views; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Pagas',
  to: 'Recibes',
  amountLabel: 'Monto a pagar',
  quoting: 'Obteniendo una cotización…',
  approve: (symbol: string) => `Aprobar ${symbol}`,
  approving: 'Esperando la aprobación…',
  approvalHint: (symbol: string) => `Primero, el contrato de intercambio necesita tu permiso para usar ${symbol}.`,
  review: 'Revisar intercambio',
  confirm: 'Intercambiar',
  swapping: 'Intercambiando…',
  slippage: 'Deslizamiento máx.',
  network: 'Red',
  loading: 'Cargando tokens',
  route: 'Ruta',
  feeTier: 'Comisión del pool',
  minimumReceived: 'Mínimo a recibir',
  networkFee: 'Comisión de red',
}
