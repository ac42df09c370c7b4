import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Account view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: '複製地址',
  copied: '已複製地址',
  balanceLabel: '結餘',
  disconnect: '中斷連接',
  disconnecting: '正在中斷連接…',
  balanceUnavailable: '未能取得代幣結餘',
  actionsLabel: '帳戶操作',
  send: '發送',
  swap: '兌換',
  receive: '接收',
  buy: '購買',
  chooseName: '選擇名稱',
  tokensLabel: '代幣',
  tokensEmpty: '此網絡上暫時未有代幣',
  tokensLoading: '正在載入代幣',
  exportWallet: '匯出錢包',
  exporting: '正在匯出…',
}
