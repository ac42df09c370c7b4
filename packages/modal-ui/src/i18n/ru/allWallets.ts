import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('ru')
/** "1 кошелёк найден", "2 кошелька найдено", "5 кошельков найдено": the form the count takes. */
const found: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> = {
  one: 'кошелёк найден',
  few: 'кошелька найдено',
  many: 'кошельков найдено',
}

/**
 * Russian messages of the All Wallets view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Поиск кошельков',
  searchPlaceholder: 'Найти кошелёк',
  listLabel: 'Список кошельков',
  loading: 'Загрузка кошельков…',
  noResults: 'Кошелёк не найден',
  retry: 'Повторить',
  loadMore: 'Загрузить ещё',
  certified: 'Сертифицирован',
  installedOnly: 'Здесь показаны только кошельки, установленные в этом браузере.',
  resultCount: (count: number) => `${count} ${found[plural.select(count)] ?? 'кошелька найдено'}`,
}
