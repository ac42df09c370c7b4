import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Malay catalogue (loaded only when Malay is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('ms')
 */
export const ms: CoreMessages = {
  shell: {
    close: 'Tutup',
    back: 'Kembali',
    loading: 'Memuatkan',
  },
  connectButton: {
    connect: 'Sambung dompet',
    connecting: 'Menyambung…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', akaun',
  },
  titles: {
    Connect: 'Sambung Dompet',
    Account: 'Akaun',
    Activity: 'Aktiviti',
    SIWXSignMessage: 'Log Masuk',
    UnsupportedChain: 'Tukar Rangkaian',
    ApproveTransaction: 'Luluskan Permintaan',
    Send: 'Hantar',
    Networks: 'Rangkaian',
    Swap: 'Tukar',
    Receive: 'Terima',
    SwapPreview: 'Semak Pertukaran',
    SendPreview: 'Semak Penghantaran',
    AllWallets: 'Semua Dompet',
    ConnectingExternal: 'Menyambung',
    ConnectingWalletConnect: 'Sambung dengan WalletConnect',
    ConnectingWalletConnectBasic: 'Melalui WalletConnect',
    OnRamp: 'Beli Kripto',
    RegisterAccountName: 'Pilih Nama',
    RegisterAccountNameSuccess: 'Nama Didaftarkan',
    EmailLogin: 'Teruskan dengan E-mel',
    EmailOtp: 'Sahkan E-mel',
    ConnectingFarcaster: 'Log Masuk dengan Farcaster',
  },
  connect: {
    walletsLabel: 'Dompet pelayar',
    connecting: 'Menyambung…',
    connectingTo: (name: string) => `Menyambung ke ${name}…`,
    noWallet: 'Tiada dompet pelayar ditemui',
    noWalletHint: 'Pasang sambungan dompet dalam pelayar ini, kemudian muat semula halaman.',
    retry: 'Cuba lagi',
    allWallets: 'Semua dompet',
    walletConnect: 'Melalui WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Tidak dapat menyambung ke ${name}`,
    tags: {
      recent: 'Terkini',
      injected: 'Dipasang',
    },
  },
  snackbar: {
    dismiss: 'Tutup',
  },
}
