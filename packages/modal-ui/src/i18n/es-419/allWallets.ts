import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the All Wallets view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Buscar billeteras',
  searchPlaceholder: 'Buscar billetera',
  listLabel: 'Lista de billeteras',
  loading: 'Cargando billeteras…',
  noResults: 'No se encontró ninguna billetera',
  retry: 'Reintentar',
  loadMore: 'Cargar más',
  certified: 'Certificada',
  installedOnly: 'Aquí solo aparecen las billeteras instaladas en este navegador.',
  resultCount: (count: number) =>
    new Intl.PluralRules('es').select(count) === 'one'
      ? `${count} billetera encontrada`
      : `${count} billeteras encontradas`,
}
