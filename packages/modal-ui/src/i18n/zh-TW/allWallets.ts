import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the All Wallets view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
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
  retry: '重試',
  loadMore: '載入更多',
  certified: '已認證',
  installedOnly: '這裡只列出已安裝在這個瀏覽器中的錢包。',
  resultCount: (count: number) => `找到 ${count} 個錢包`,
}
