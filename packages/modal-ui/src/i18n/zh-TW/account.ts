import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Account view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: '複製地址',
  copied: '已複製地址',
  balanceLabel: '餘額',
  disconnect: '中斷連線',
  disconnecting: '正在中斷連線…',
  balanceUnavailable: '無法取得代幣餘額',
  actionsLabel: '帳戶操作',
  send: '傳送',
  swap: '兌換',
  receive: '接收',
  buy: '購買',
  chooseName: '選擇名稱',
  tokensLabel: '代幣',
  tokensEmpty: '這個網路上還沒有代幣',
  tokensLoading: '正在載入代幣',
  exportWallet: '匯出錢包',
  exporting: '正在匯出…',
}
