import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Activity list (Account view tab and Activity view); they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: '帳戶詳細資料',
  tokens: '代幣',
  activity: '活動',
  empty: '尚無活動',
  partial: '僅顯示近期轉帳：此網路不提供完整歷史紀錄',
  loading: '正在載入活動',
  more: '載入更多',
  retry: '重試',
  transaction: '交易',
  operation: (type: string) =>
    ({
      send: '已傳送',
      receive: '已接收',
      trade: '已兌換',
      mint: '已鑄造',
      approve: '已核准',
      execute: '已執行',
      deposit: '已存入',
      withdraw: '已提領',
      burn: '已銷毀',
    })[type] ?? type,
}
