import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Send and Send preview views; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Tài sản',
  amountLabel: 'Số lượng',
  max: 'Tối đa',
  available: (amount: string, symbol: string) => `Khả dụng: ${amount} ${symbol}`,
  receiverLabel: 'Đến',
  receiverPlaceholder: 'Địa chỉ (0x… hoặc Solana)',
  review: 'Xem lại',
  noTokens: 'Không có gì để gửi trên mạng này',
  sending: 'Đang gửi…',
  confirm: 'Gửi',
  cancel: 'Hủy',
  previewAmount: 'Bạn gửi',
  previewTo: 'Người nhận',
  previewNetwork: 'Mạng',
  previewFee: 'Phí mạng (ước tính)',
  feeUnknown: 'Đang ước tính…',
  feeUnavailable: 'Không xác định',
}
