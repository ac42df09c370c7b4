import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Send and Send preview views; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: '代幣',
  amountLabel: '金額',
  max: '最大',
  available: (amount: string, symbol: string) => `可用 ${amount} ${symbol}`,
  receiverLabel: '收款地址',
  receiverPlaceholder: '地址（0x… 或 Solana）',
  review: '檢查',
  noTokens: '此網絡上沒有可發送的資產',
  sending: '正在發送…',
  confirm: '發送',
  cancel: '取消',
  previewAmount: '發送金額',
  previewTo: '收款人',
  previewNetwork: '網絡',
  previewFee: '網絡費用（估算）',
  feeUnknown: '正在估算…',
  feeUnavailable: '未知',
}
