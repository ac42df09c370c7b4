import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('pl')
/** "1 portfel", "2 portfele", "5 portfeli": the form the count takes. */
const walletsWord: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> = {
  one: 'portfel',
  few: 'portfele',
  many: 'portfeli',
}

/**
 * Polish messages of the All Wallets view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Szukaj portfeli',
  searchPlaceholder: 'Szukaj portfela',
  listLabel: 'Lista portfeli',
  loading: 'Ładowanie portfeli…',
  noResults: 'Nie znaleziono portfela',
  retry: 'Spróbuj ponownie',
  loadMore: 'Załaduj więcej',
  certified: 'Certyfikowany',
  installedOnly: 'Tutaj widać tylko portfele zainstalowane w tej przeglądarce.',
  resultCount: (count: number) => `Znaleziono ${count} ${walletsWord[plural.select(count)] ?? 'portfela'}`,
}
