import type { Messages } from '../en/core.js'

/**
 * Malay texts of the alert bar; they load with the rest of the Malay texts once Malay is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Rangkaian Tidak Ditemui',
    body: 'Rangkaian yang diminta bukan salah satu rangkaian yang disokong oleh aplikasi ini.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Konfigurasi Aplikasi Tidak Sah',
    body: 'Asal (origin) laman web ini tiada dalam senarai dibenarkan projek, atau dompet terbenam tidak dapat dimuatkan. Tambahkan asal itu pada domain dibenarkan projek dan muat semula halaman.',
  },
  SESSION_EXPIRED: {
    title: 'Sesi Tamat Tempoh',
    body: 'Sesi belum sah; biasanya ini bermakna jam peranti ini salah. Semak tetapan tarikh dan masa, kemudian sambung semula dompet anda.',
  },
  INVALID_PROJECT_ID: {
    title: 'ID Projek Tidak Sah',
    body: 'Perkhidmatan menolak ID projek. Semak pilihan `projectId` yang dihantar kepada `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID Projek Tidak Dikonfigurasikan',
    body: 'Tiada ID projek ditetapkan, jadi perkhidmatan yang memerlukannya tidak digunakan. Hantar `projectId` kepada `initModal` untuk menggunakannya.',
  },
  close: 'Tutup',
}
