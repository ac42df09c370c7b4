import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Activity list (Account view tab and Activity view); they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Detail akun',
  tokens: 'Token',
  activity: 'Aktivitas',
  empty: 'Belum ada aktivitas',
  partial: 'Hanya transfer terbaru: jaringan ini tidak menyediakan riwayat lengkap',
  loading: 'Memuat aktivitas',
  more: 'Muat lebih banyak',
  retry: 'Coba lagi',
  transaction: 'Transaksi',
  operation: (type: string) =>
    ({
      send: 'Dikirim',
      receive: 'Diterima',
      trade: 'Ditukar',
      mint: 'Dicetak',
      approve: 'Disetujui',
      execute: 'Dieksekusi',
      deposit: 'Disetor',
      withdraw: 'Ditarik',
      burn: 'Dibakar',
    })[type] ?? type,
}
