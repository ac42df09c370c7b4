import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Account view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Copiar endereço',
  copied: 'Endereço copiado',
  balanceLabel: 'Saldo',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  balanceUnavailable: 'Saldo indisponível',
  actionsLabel: 'Ações da conta',
  send: 'Enviar',
  swap: 'Trocar',
  receive: 'Receber',
  buy: 'Comprar',
  chooseName: 'Escolher um nome',
  tokensLabel: 'Lista de tokens',
  tokensEmpty: 'Ainda não há tokens nesta rede',
  tokensLoading: 'Carregando tokens',
  exportWallet: 'Exportar carteira',
  exporting: 'Exportando…',
}
