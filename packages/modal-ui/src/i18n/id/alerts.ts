import type { Messages } from '../en/core.js'

/**
 * Indonesian texts of the alert bar; they load with the rest of the Indonesian texts once Indonesian is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Jaringan Tidak Ditemukan',
    body: 'Jaringan yang diminta bukan salah satu jaringan yang didukung aplikasi ini.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Konfigurasi Aplikasi Tidak Valid',
    body: 'Origin situs ini tidak ada di daftar izin proyek, atau dompet tersemat tidak dapat dimuat. Tambahkan origin ke domain yang diizinkan proyek, lalu muat ulang halaman.',
  },
  SESSION_EXPIRED: {
    title: 'Sesi Kedaluwarsa',
    body: 'Sesi belum berlaku, biasanya karena jam perangkat ini salah. Periksa pengaturan tanggal dan waktu, lalu hubungkan ulang dompet Anda.',
  },
  INVALID_PROJECT_ID: {
    title: 'ID Proyek Tidak Valid',
    body: 'Layanan menolak ID proyek. Periksa opsi `projectId` yang diberikan ke `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID Proyek Belum Dikonfigurasi',
    body: 'ID proyek belum diatur, jadi layanan yang memerlukannya tidak digunakan. Berikan `projectId` ke `initModal` untuk menggunakannya.',
  },
  close: 'Tutup',
}
