import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the All Wallets view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: '搜索钱包',
  searchPlaceholder: '搜索钱包',
  listLabel: '钱包列表',
  loading: '正在加载钱包…',
  noResults: '未找到钱包',
  retry: '重试',
  loadMore: '加载更多',
  certified: '已认证',
  installedOnly: '这里只列出此浏览器中已安装的钱包。',
  resultCount: (count: number) => `找到 ${count} 个钱包`,
}
