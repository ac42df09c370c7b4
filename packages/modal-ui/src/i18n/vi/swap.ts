import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Swap and Swap preview views; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Bạn trả',
  to: 'Bạn nhận',
  amountLabel: 'Số lượng cần trả',
  quoting: 'Đang lấy báo giá…',
  approve: (symbol: string) => `Phê duyệt ${symbol}`,
  approving: 'Đang chờ phê duyệt…',
  approvalHint: (symbol: string) => `Hợp đồng hoán đổi cần bạn cho phép chi tiêu ${symbol} trước.`,
  review: 'Xem lại giao dịch hoán đổi',
  confirm: 'Hoán đổi',
  swapping: 'Đang hoán đổi…',
  slippage: 'Trượt giá tối đa',
  network: 'Mạng',
  loading: 'Đang tải token',
  route: 'Lộ trình',
  feeTier: 'Phí pool',
  minimumReceived: 'Nhận tối thiểu',
  networkFee: 'Phí mạng',
}
