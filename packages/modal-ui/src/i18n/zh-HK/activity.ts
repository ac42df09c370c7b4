import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Activity list (Account view tab and Activity view); they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: '帳戶詳情',
  tokens: '代幣',
  activity: '活動',
  empty: '暫時未有活動',
  partial: '只顯示近期轉賬：此網絡不提供完整歷史記錄',
  loading: '正在載入活動',
  more: '載入更多',
  retry: '再試一次',
  transaction: '交易',
  operation: (type: string) =>
    ({
      send: '已發送',
      receive: '已接收',
      trade: '已兌換',
      mint: '已鑄造',
      approve: '已批准',
      execute: '已執行',
      deposit: '已存入',
      withdraw: '已提取',
      burn: '已銷毀',
    })[type] ?? type,
}
