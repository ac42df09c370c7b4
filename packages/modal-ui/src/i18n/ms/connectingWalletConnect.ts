import type { Messages } from '../en/core.js'

/**
 * Malay messages of the WalletConnect views; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} bersambung melalui WalletConnect, yang belum disediakan oleh aplikasi ini.`,
  hint: 'Sebaliknya, pilih dompet yang dipasang dalam pelayar ini.',
  preparing: 'Menyediakan sambungan…',
  qrLabel: 'Pautan WalletConnect sebagai kod QR',
  scan: 'Imbas dengan dompet yang menyokong WalletConnect',
  scanWith: (name: string) => `Imbas dengan ${name}`,
  hintScan: 'Buka dompet pada telefon anda, imbas kod dan luluskan sambungan.',
  openMobile: 'Buka pada telefon',
  openDesktop: 'Buka aplikasi desktop',
  openWeb: 'Buka aplikasi web',
  copy: 'Salin pautan',
  copied: 'Pautan disalin',
  copyFailed: 'Pautan tidak dapat disalin',
}
