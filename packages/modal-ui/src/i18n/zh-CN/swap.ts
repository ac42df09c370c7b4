import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Swap and Swap preview views; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: '支付',
  to: '获得',
  amountLabel: '支付金额',
  quoting: '正在获取报价…',
  approve: (symbol: string) => `授权 ${symbol}`,
  approving: '正在等待授权…',
  approvalHint: (symbol: string) => `兑换合约需要先获得您的授权才能使用 ${symbol}。`,
  review: '检查兑换',
  confirm: '兑换',
  swapping: '正在兑换…',
  slippage: '最大滑点',
  network: '网络',
  loading: '正在加载代币',
  route: '路由',
  feeTier: '资金池费率',
  minimumReceived: '最少收到',
  networkFee: '网络费用',
}
