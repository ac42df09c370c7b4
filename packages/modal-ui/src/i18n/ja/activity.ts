import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Activity list (Account view tab and Activity view); they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'アカウントの詳細',
  tokens: 'トークン',
  activity: 'アクティビティ',
  empty: 'まだアクティビティはありません',
  partial: '最近の送金のみ：このネットワークは完全な履歴を提供していません',
  loading: 'アクティビティを読み込んでいます',
  more: 'さらに読み込む',
  retry: '再試行',
  transaction: 'トランザクション',
  operation: (type: string) =>
    ({
      send: '送金',
      receive: '受取',
      trade: 'スワップ',
      mint: 'ミント',
      approve: '承認',
      execute: '実行',
      deposit: '入金',
      withdraw: '出金',
      burn: 'バーン',
    })[type] ?? type,
}
