import type { Messages } from '../en/core.js'

/**
 * Thai messages of the All Wallets view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'ค้นหากระเป๋าเงิน',
  searchPlaceholder: 'ค้นหากระเป๋าเงิน',
  listLabel: 'รายการกระเป๋าเงิน',
  loading: 'กำลังโหลดกระเป๋าเงิน…',
  noResults: 'ไม่พบกระเป๋าเงิน',
  retry: 'ลองอีกครั้ง',
  loadMore: 'โหลดเพิ่มเติม',
  certified: 'ได้รับการรับรอง',
  installedOnly: 'แสดงเฉพาะกระเป๋าเงินที่ติดตั้งในเบราว์เซอร์นี้',
  resultCount: (count: number) => `พบกระเป๋าเงิน ${count} รายการ`,
}
