import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the All Wallets view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'ウォレットを検索',
  searchPlaceholder: 'ウォレットを検索',
  listLabel: 'ウォレット一覧',
  loading: 'ウォレットを読み込んでいます…',
  noResults: 'ウォレットが見つかりません',
  retry: '再試行',
  loadMore: 'さらに読み込む',
  certified: '認定済み',
  installedOnly: 'このブラウザにインストールされているウォレットのみを表示しています。',
  resultCount: (count: number) => `${count} 件のウォレットが見つかりました`,
}
