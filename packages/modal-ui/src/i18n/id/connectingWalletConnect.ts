import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the WalletConnect views; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} terhubung lewat WalletConnect, yang belum disiapkan oleh aplikasi ini.`,
  hint: 'Sebagai gantinya, pilih dompet yang terpasang di browser ini.',
  preparing: 'Menyiapkan koneksi…',
  qrLabel: 'Tautan WalletConnect sebagai kode QR',
  scan: 'Pindai dengan dompet yang mendukung WalletConnect',
  scanWith: (name: string) => `Pindai dengan ${name}`,
  hintScan: 'Buka dompet di ponsel Anda, pindai kodenya, lalu setujui koneksi.',
  openMobile: 'Buka di ponsel',
  openDesktop: 'Buka aplikasi desktop',
  openWeb: 'Buka aplikasi web',
  copy: 'Salin tautan',
  copied: 'Tautan disalin',
  copyFailed: 'Tautan tidak dapat disalin',
}
