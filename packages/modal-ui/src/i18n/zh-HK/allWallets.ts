import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the All Wallets view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: '搜尋錢包',
  searchPlaceholder: '搜尋錢包',
  listLabel: '錢包清單',
  loading: '正在載入錢包…',
  noResults: '找不到錢包',
  retry: '再試一次',
  loadMore: '載入更多',
  certified: '已認證',
  installedOnly: '這裏只列出已安裝在此瀏覽器的錢包。',
  resultCount: (count: number) => `找到 ${count} 個錢包`,
}
