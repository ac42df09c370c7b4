import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the All Wallets view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Tìm ví',
  searchPlaceholder: 'Tìm ví',
  listLabel: 'Danh sách ví',
  loading: 'Đang tải ví…',
  noResults: 'Không tìm thấy ví',
  retry: 'Thử lại',
  loadMore: 'Tải thêm',
  certified: 'Đã chứng nhận',
  installedOnly: 'Ở đây chỉ liệt kê các ví đã cài trong trình duyệt này.',
  resultCount: (count: number) => `Tìm thấy ${count} ví`,
}
