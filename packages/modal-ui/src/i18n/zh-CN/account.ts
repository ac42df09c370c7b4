import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Account view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: '复制地址',
  copied: '地址已复制',
  balanceLabel: '余额',
  disconnect: '断开连接',
  disconnecting: '正在断开连接…',
  balanceUnavailable: '无法获取代币余额',
  actionsLabel: '账户操作',
  send: '发送',
  swap: '兑换',
  receive: '接收',
  buy: '购买',
  chooseName: '选择名称',
  tokensLabel: '代币',
  tokensEmpty: '此网络上还没有代币',
  tokensLoading: '正在加载代币',
  exportWallet: '导出钱包',
  exporting: '正在导出…',
}
