import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Activity list (Account view tab and Activity view); they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Detalhes da conta',
  tokens: 'Ativos',
  activity: 'Atividade',
  empty: 'Nenhuma atividade ainda',
  partial: 'Apenas transferências recentes: esta rede não fornece o histórico completo',
  loading: 'Carregando atividade',
  more: 'Carregar mais',
  retry: 'Tentar de novo',
  transaction: 'Transação',
  operation: (type: string) =>
    ({
      send: 'Enviado',
      receive: 'Recebido',
      trade: 'Trocado',
      mint: 'Cunhado',
      approve: 'Aprovado',
      execute: 'Executado',
      deposit: 'Depositado',
      withdraw: 'Sacado',
      burn: 'Queimado',
    })[type] ?? type,
}
