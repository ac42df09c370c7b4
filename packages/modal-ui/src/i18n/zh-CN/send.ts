import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Send and Send preview views; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: '代币',
  amountLabel: '金额',
  max: '最大',
  available: (amount: string, symbol: string) => `可用 ${amount} ${symbol}`,
  receiverLabel: '收款地址',
  receiverPlaceholder: '地址（0x… 或 Solana）',
  review: '检查',
  noTokens: '此网络上没有可发送的资产',
  sending: '正在发送…',
  confirm: '发送',
  cancel: '取消',
  previewAmount: '发送金额',
  previewTo: '收款方',
  previewNetwork: '网络',
  previewFee: '网络费用（估算）',
  feeUnknown: '正在估算…',
  feeUnavailable: '未知',
}
