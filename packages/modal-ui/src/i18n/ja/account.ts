import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Account view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'アドレスをコピー',
  copied: 'アドレスをコピーしました',
  balanceLabel: '残高',
  disconnect: '接続を解除',
  disconnecting: '接続を解除しています…',
  balanceUnavailable: 'トークン残高を取得できません',
  actionsLabel: 'アカウントの操作',
  send: '送金',
  swap: 'スワップ',
  receive: '受け取る',
  buy: '購入',
  chooseName: '名前を選ぶ',
  tokensLabel: 'トークン',
  tokensEmpty: 'このネットワークにはまだトークンがありません',
  tokensLoading: 'トークンを読み込んでいます',
  exportWallet: 'ウォレットをエクスポート',
  exporting: 'エクスポート中…',
}
