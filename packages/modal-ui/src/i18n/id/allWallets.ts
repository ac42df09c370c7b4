import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the All Wallets view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Cari dompet',
  searchPlaceholder: 'Cari dompet',
  listLabel: 'Daftar dompet',
  loading: 'Memuat dompet…',
  noResults: 'Dompet tidak ditemukan',
  retry: 'Coba lagi',
  loadMore: 'Muat lebih banyak',
  certified: 'Tersertifikasi',
  installedOnly: 'Hanya dompet yang terpasang di browser ini yang ditampilkan di sini.',
  /** Indonesian nouns do not change with the count, so one form serves every count. */
  resultCount: (count: number) => `${count} dompet ditemukan`,
}
