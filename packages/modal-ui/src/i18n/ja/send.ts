import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Send and Send preview views; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'トークン',
  amountLabel: '金額',
  max: '最大',
  available: (amount: string, symbol: string) => `利用可能：${amount} ${symbol}`,
  receiverLabel: '送金先',
  receiverPlaceholder: 'アドレス（0x… または Solana）',
  review: '確認',
  noTokens: 'このネットワークには送金できる資産がありません',
  sending: '送金しています…',
  confirm: '送金する',
  cancel: 'キャンセル',
  previewAmount: '送金額',
  previewTo: '送金先',
  previewNetwork: 'ネットワーク',
  previewFee: 'ネットワーク手数料（概算）',
  feeUnknown: '見積もり中…',
  feeUnavailable: '不明',
}
