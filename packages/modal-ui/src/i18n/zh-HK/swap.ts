import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Swap and Swap preview views; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: '支付',
  to: '收取',
  amountLabel: '支付金額',
  quoting: '正在取得報價…',
  approve: (symbol: string) => `批准 ${symbol}`,
  approving: '正在等候批准…',
  approvalHint: (symbol: string) => `兌換合約須先獲得你的許可，才可動用 ${symbol}。`,
  review: '檢查兌換',
  confirm: '兌換',
  swapping: '正在兌換…',
  slippage: '最大滑價',
  network: '網絡',
  loading: '正在載入代幣',
  route: '路由',
  feeTier: '資金池費率',
  minimumReceived: '最少收到',
  networkFee: '網絡費用',
}
