import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the curated wallet list and its guide views; they load with the Connect view once
 * Indonesian is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Dompet populer',
  get: 'Dapatkan',
  getWallet: (name: string) => `Dapatkan ${name}`,
  whatIsAWallet: 'Apa itu dompet?',
  getAWallet: 'Dapatkan dompet',
  newToWallets: 'Baru mengenal dompet?',
  learnMore: 'Pelajari lebih lanjut',
  about: [
    {
      title: 'Kunci Anda, akun Anda',
      text: 'Dompet menyimpan kunci akun Anda di blockchain. Dengan dompet, Anda mengirim, menerima, dan menyimpan token serta koleksi, dan tidak ada orang lain yang bisa memindahkannya.',
    },
    {
      title: 'Masuk tanpa kata sandi',
      text: 'Alih-alih email dan kata sandi, situs ini meminta dompet Anda mengonfirmasi bahwa akun itu milik Anda.',
    },
    {
      title: 'Gratis disiapkan',
      text: 'Membuat dompet tidak dipungut biaya. Pasang satu, tulis frasa pemulihannya, dan simpan di tempat offline.',
    },
  ],
  pickOne: 'Pilih dompet untuk dipasang. Setelah siap, kembali ke sini dan hubungkan.',
  desktopTitle: 'Di komputer ini',
  desktopText: (name: string) => `Tambahkan ${name} ke browser Anda, lalu muat ulang halaman ini.`,
  addToBrowser: 'Tambahkan ke browser',
  mobileTitle: 'Di ponsel Anda',
  mobileText: (name: string) => `Pasang aplikasi ${name}, lalu pindai kode di bawah dengannya.`,
  mobileTextNoRelay: (name: string) => `Pasang aplikasi ${name} di ponsel Anda.`,
  appStore: 'Unduh di App Store',
  googlePlay: 'Unduh di Google Play',
  website: 'Situs web',
  scanTitle: (name: string) => `Sudah punya ${name} di ponsel?`,
  installedTag: 'Terpasang',
}
