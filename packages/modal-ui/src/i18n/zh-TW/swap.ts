import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Swap and Swap preview views; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: '支付',
  to: '收到',
  amountLabel: '支付金額',
  quoting: '正在取得報價…',
  approve: (symbol: string) => `核准 ${symbol}`,
  approving: '正在等待核准…',
  approvalHint: (symbol: string) => `兌換合約需要先取得你的許可，才能使用 ${symbol}。`,
  review: '檢查兌換',
  confirm: '兌換',
  swapping: '正在兌換…',
  slippage: '最大滑價',
  network: '網路',
  loading: '正在載入代幣',
  route: '路由',
  feeTier: '資金池費率',
  minimumReceived: '最少收到',
  networkFee: '網路費用',
}
