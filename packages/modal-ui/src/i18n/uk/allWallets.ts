import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('uk')
/** "1 гаманець знайдено", "2 гаманці знайдено", "5 гаманців знайдено": the form the count takes. */
const found: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> = {
  one: 'гаманець знайдено',
  few: 'гаманці знайдено',
  many: 'гаманців знайдено',
}

/**
 * Ukrainian messages of the All Wallets view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Пошук гаманців',
  searchPlaceholder: 'Знайти гаманець',
  listLabel: 'Список гаманців',
  loading: 'Завантаження гаманців…',
  noResults: 'Гаманець не знайдено',
  retry: 'Спробувати ще раз',
  loadMore: 'Завантажити ще',
  certified: 'Сертифіковано',
  installedOnly: 'Тут показано лише гаманці, установлені в цьому браузері.',
  resultCount: (count: number) => `${count} ${found[plural.select(count)] ?? 'гаманця знайдено'}`,
}
