import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Activity list (Account view tab and Activity view); they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: '账户详情',
  tokens: '代币',
  activity: '活动',
  empty: '暂无活动',
  partial: '仅显示近期转账：此网络不提供完整历史记录',
  loading: '正在加载活动',
  more: '加载更多',
  retry: '重试',
  transaction: '交易',
  operation: (type: string) =>
    ({
      send: '已发送',
      receive: '已接收',
      trade: '已兑换',
      mint: '已铸造',
      approve: '已授权',
      execute: '已执行',
      deposit: '已存入',
      withdraw: '已提取',
      burn: '已销毁',
    })[type] ?? type,
}
