import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the OnRamp view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Đang tải những gì bạn có thể mua',
  buy: 'Mua',
  payWith: 'Thanh toán bằng',
  method: 'Phương thức thanh toán',
  methodName: (id: string) => ({ card: 'Thẻ', ach_bank_account: 'Chuyển khoản ngân hàng (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('vi', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Số tiền (${currency})`,
  limits: (min: string, max: string, currency: string) => `Từ ${min} đến ${max} ${currency}`,
  quoting: 'Đang lấy báo giá…',
  youGet: 'Bạn nhận được khoảng',
  fees: 'Phí',
  total: 'Tổng cộng',
  estimate: 'Đây là ước tính: nhà cung cấp sẽ hiển thị giá cuối cùng.',
  providersLabel: 'Nhà cung cấp',
  feeRange: (min: number, max: number) => `Phí ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Phí ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Tiếp tục với ${provider}`,
  opened: 'Nhà cung cấp đã mở trong một thẻ mới.',
  openAgain: (provider: string) => `Mở lại ${provider}`,
}
