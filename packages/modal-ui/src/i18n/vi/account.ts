import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Account view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Sao chép địa chỉ',
  copied: 'Đã sao chép địa chỉ',
  balanceLabel: 'Số dư',
  disconnect: 'Ngắt kết nối',
  disconnecting: 'Đang ngắt kết nối…',
  balanceUnavailable: 'Không lấy được số dư token',
  actionsLabel: 'Thao tác tài khoản',
  send: 'Gửi',
  swap: 'Hoán đổi',
  receive: 'Nhận',
  buy: 'Mua',
  chooseName: 'Chọn tên',
  tokensLabel: 'Token',
  tokensEmpty: 'Chưa có token nào trên mạng này',
  tokensLoading: 'Đang tải token',
  exportWallet: 'Xuất ví',
  exporting: 'Đang xuất…',
}
