import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Account view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Copiar dirección',
  copied: 'Dirección copiada',
  balanceLabel: 'Saldo',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  balanceUnavailable: 'Saldo no disponible',
  actionsLabel: 'Acciones de la cuenta',
  send: 'Enviar',
  swap: 'Intercambiar',
  receive: 'Recibir',
  buy: 'Comprar',
  chooseName: 'Elegir un nombre',
  tokensLabel: 'Lista de tokens',
  tokensEmpty: 'Aún no hay tokens en esta red',
  tokensLoading: 'Cargando tokens',
  exportWallet: 'Exportar billetera',
  exporting: 'Exportando…',
}
