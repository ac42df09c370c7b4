import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Swap and Swap preview views; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Você paga',
  to: 'Você recebe',
  amountLabel: 'Valor a pagar',
  quoting: 'Buscando uma cotação…',
  approve: (symbol: string) => `Aprovar ${symbol}`,
  approving: 'Aguardando a aprovação…',
  approvalHint: (symbol: string) => `Primeiro, o contrato de troca precisa da sua permissão para gastar ${symbol}.`,
  review: 'Revisar troca',
  confirm: 'Trocar',
  swapping: 'Trocando…',
  slippage: 'Slippage máx.',
  network: 'Rede',
  loading: 'Carregando tokens',
  route: 'Rota',
  feeTier: 'Taxa do pool',
  minimumReceived: 'Mínimo recebido',
  networkFee: 'Taxa de rede',
}
