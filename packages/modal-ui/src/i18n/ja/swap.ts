import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Swap and Swap preview views; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: '支払い',
  to: '受け取り',
  amountLabel: '支払う金額',
  quoting: '見積もりを取得しています…',
  approve: (symbol: string) => `${symbol} を承認`,
  approving: '承認を待っています…',
  approvalHint: (symbol: string) => `スワップ契約が ${symbol} を使うには、先にあなたの許可が必要です。`,
  review: 'スワップを確認',
  confirm: 'スワップする',
  swapping: 'スワップしています…',
  slippage: '最大スリッページ',
  network: 'ネットワーク',
  loading: 'トークンを読み込んでいます',
  route: 'ルート',
  feeTier: 'プール手数料',
  minimumReceived: '最低受取額',
  networkFee: 'ネットワーク手数料',
}
