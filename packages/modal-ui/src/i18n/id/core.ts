import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Indonesian catalogue (loaded only when Indonesian is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('id')
 */
export const id: CoreMessages = {
  shell: {
    close: 'Tutup',
    back: 'Kembali',
    loading: 'Memuat',
  },
  connectButton: {
    connect: 'Hubungkan dompet',
    connecting: 'Menghubungkan…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', akun',
  },
  titles: {
    Connect: 'Hubungkan Dompet',
    Account: 'Akun',
    Activity: 'Aktivitas',
    SIWXSignMessage: 'Masuk',
    UnsupportedChain: 'Ganti Jaringan',
    ApproveTransaction: 'Setujui Permintaan',
    Send: 'Kirim',
    Networks: 'Jaringan',
    Swap: 'Tukar',
    Receive: 'Terima',
    SwapPreview: 'Tinjau Penukaran',
    SendPreview: 'Tinjau Pengiriman',
    AllWallets: 'Semua Dompet',
    ConnectingExternal: 'Menghubungkan',
    ConnectingWalletConnect: 'Hubungkan dengan WalletConnect',
    ConnectingWalletConnectBasic: 'Lewat WalletConnect',
    OnRamp: 'Beli Kripto',
    RegisterAccountName: 'Pilih Nama',
    RegisterAccountNameSuccess: 'Nama Terdaftar',
    EmailLogin: 'Lanjutkan dengan Email',
    EmailOtp: 'Konfirmasi Email',
    ConnectingFarcaster: 'Masuk dengan Farcaster',
  },
  connect: {
    walletsLabel: 'Dompet browser',
    connecting: 'Menghubungkan…',
    connectingTo: (name: string) => `Menghubungkan ke ${name}…`,
    noWallet: 'Tidak ada dompet browser',
    noWalletHint: 'Pasang ekstensi dompet di browser ini, lalu muat ulang halaman.',
    retry: 'Coba lagi',
    allWallets: 'Semua dompet',
    walletConnect: 'Lewat WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Tidak dapat terhubung ke ${name}`,
    tags: {
      recent: 'Terakhir',
      injected: 'Terpasang',
    },
  },
  snackbar: {
    dismiss: 'Tutup',
  },
}
