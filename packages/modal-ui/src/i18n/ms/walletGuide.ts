import type { Messages } from '../en/core.js'

/**
 * Malay messages of the curated wallet list and its guide views; they load with the Connect view once
 * Malay is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Dompet popular',
  get: 'Dapatkan',
  getWallet: (name: string) => `Dapatkan ${name}`,
  whatIsAWallet: 'Apakah itu dompet?',
  getAWallet: 'Dapatkan dompet',
  newToWallets: 'Baru dengan dompet?',
  learnMore: 'Ketahui lebih lanjut',
  about: [
    {
      title: 'Kunci anda, akaun anda',
      text: 'Dompet menyimpan kunci akaun anda pada blockchain. Dengannya anda menghantar, menerima dan memegang token serta barang koleksi, dan tiada orang lain boleh memindahkannya.',
    },
    {
      title: 'Log masuk tanpa kata laluan',
      text: 'Sebagai ganti e-mel dan kata laluan, laman ini meminta dompet anda mengesahkan bahawa akaun itu milik anda.',
    },
    {
      title: 'Percuma untuk disediakan',
      text: 'Mencipta dompet tidak dikenakan sebarang bayaran. Pasang satu, tulis frasa pemulihannya dan simpan di tempat luar talian.',
    },
  ],
  pickOne: 'Pilih dompet untuk dipasang. Setelah ia disediakan, kembali ke sini dan sambung.',
  desktopTitle: 'Pada komputer ini',
  desktopText: (name: string) => `Tambahkan ${name} pada pelayar anda, kemudian muat semula halaman ini.`,
  addToBrowser: 'Tambah pada pelayar',
  mobileTitle: 'Pada telefon anda',
  mobileText: (name: string) => `Pasang aplikasi ${name}, kemudian imbas kod di bawah dengannya.`,
  mobileTextNoRelay: (name: string) => `Pasang aplikasi ${name} pada telefon anda.`,
  appStore: 'Muat turun di App Store',
  googlePlay: 'Dapatkan di Google Play',
  website: 'Laman web',
  scanTitle: (name: string) => `Sudah ada ${name} pada telefon anda?`,
  installedTag: 'Dipasang',
}
