import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Send and Send preview views; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
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
  noTokens: '這個網路上沒有可傳送的資產',
  sending: '正在傳送…',
  confirm: '傳送',
  cancel: '取消',
  previewAmount: '傳送金額',
  previewTo: '收款方',
  previewNetwork: '網路',
  previewFee: '網路手續費（預估）',
  feeUnknown: '正在預估…',
  feeUnavailable: '未知',
}
