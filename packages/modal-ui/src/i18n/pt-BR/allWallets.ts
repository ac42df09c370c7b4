import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the All Wallets view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Pesquisar carteiras',
  searchPlaceholder: 'Pesquisar carteira',
  listLabel: 'Lista de carteiras',
  loading: 'Carregando carteiras…',
  noResults: 'Nenhuma carteira encontrada',
  retry: 'Tentar de novo',
  loadMore: 'Carregar mais',
  certified: 'Certificada',
  installedOnly: 'Aqui aparecem apenas as carteiras instaladas neste navegador.',
  resultCount: (count: number) =>
    new Intl.PluralRules('pt-BR').select(count) === 'one'
      ? `${count} carteira encontrada`
      : `${count} carteiras encontradas`,
}
