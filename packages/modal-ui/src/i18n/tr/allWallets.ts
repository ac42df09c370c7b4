import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the All Wallets view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Cüzdanlarda ara',
  searchPlaceholder: 'Cüzdan ara',
  listLabel: 'Cüzdan listesi',
  loading: 'Cüzdanlar yükleniyor…',
  noResults: 'Cüzdan bulunamadı',
  retry: 'Tekrar dene',
  loadMore: 'Daha fazla yükle',
  certified: 'Sertifikalı',
  installedOnly: 'Burada yalnızca bu tarayıcıda yüklü cüzdanlar listelenir.',
  /** Turkish keeps the noun singular after any number, so one form serves every count. */
  resultCount: (count: number) => `${count} cüzdan bulundu`,
}
