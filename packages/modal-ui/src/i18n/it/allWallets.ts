import type { Messages } from '../en/core.js'

/**
 * Italian messages of the All Wallets view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Cerca wallet',
  searchPlaceholder: 'Cerca un wallet',
  listLabel: 'Elenco dei wallet',
  loading: 'Caricamento dei wallet…',
  noResults: 'Nessun wallet trovato',
  retry: 'Riprova',
  loadMore: 'Carica altro',
  certified: 'Certificato',
  installedOnly: 'Qui sono elencati solo i wallet installati in questo browser.',
  resultCount: (count: number) =>
    new Intl.PluralRules('it').select(count) === 'one' ? `${count} wallet trovato` : `${count} wallet trovati`,
}
