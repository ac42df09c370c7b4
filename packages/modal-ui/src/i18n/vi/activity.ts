import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Activity list (Account view tab and Activity view); they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Chi tiết tài khoản',
  tokens: 'Token',
  activity: 'Hoạt động',
  empty: 'Chưa có hoạt động nào',
  partial: 'Chỉ các giao dịch chuyển gần đây: mạng này không cung cấp toàn bộ lịch sử',
  loading: 'Đang tải hoạt động',
  more: 'Tải thêm',
  retry: 'Thử lại',
  transaction: 'Giao dịch',
  operation: (type: string) =>
    ({
      send: 'Đã gửi',
      receive: 'Đã nhận',
      trade: 'Đã hoán đổi',
      mint: 'Đã mint',
      approve: 'Đã phê duyệt',
      execute: 'Đã thực thi',
      deposit: 'Đã nạp',
      withdraw: 'Đã rút',
      burn: 'Đã đốt',
    })[type] ?? type,
}
