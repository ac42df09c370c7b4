import type { Messages } from '../en/core.js'

/**
 * Malay messages of the All Wallets view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'Cari dompet',
  searchPlaceholder: 'Cari dompet',
  listLabel: 'Senarai dompet',
  loading: 'Memuatkan dompet…',
  noResults: 'Tiada dompet ditemui',
  retry: 'Cuba lagi',
  loadMore: 'Muat lagi',
  certified: 'Diperakui',
  installedOnly: 'Hanya dompet yang dipasang dalam pelayar ini disenaraikan di sini.',
  /** Malay nouns do not change with the count, so one form serves every count. */
  resultCount: (count: number) => `${count} dompet ditemui`,
}
