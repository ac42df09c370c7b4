import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Turkish catalogue (loaded only when Turkish is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('tr')
 */
export const tr: CoreMessages = {
  shell: {
    close: 'Kapat',
    back: 'Geri',
    loading: 'Yükleniyor',
  },
  connectButton: {
    connect: 'Cüzdan bağla',
    connecting: 'Bağlanıyor…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', hesap',
  },
  titles: {
    Connect: 'Cüzdan Bağla',
    Account: 'Hesap',
    Activity: 'Etkinlik',
    SIWXSignMessage: 'Giriş Yap',
    UnsupportedChain: 'Ağ Değiştir',
    ApproveTransaction: 'İsteği Onayla',
    Send: 'Gönder',
    Networks: 'Ağlar',
    Swap: 'Takas',
    Receive: 'Al',
    SwapPreview: 'Takası İncele',
    SendPreview: 'Gönderimi İncele',
    AllWallets: 'Tüm Cüzdanlar',
    ConnectingExternal: 'Bağlanıyor',
    ConnectingWalletConnect: 'WalletConnect ile Bağlan',
    ConnectingWalletConnectBasic: 'WalletConnect ile',
    OnRamp: 'Kripto Satın Al',
    RegisterAccountName: 'Ad Seçin',
    RegisterAccountNameSuccess: 'Ad Kaydedildi',
    EmailLogin: 'E-posta ile Devam Et',
    EmailOtp: 'E-postayı Onayla',
    ConnectingFarcaster: 'Farcaster ile Giriş',
  },
  connect: {
    walletsLabel: 'Tarayıcı cüzdanları',
    connecting: 'Bağlanıyor…',
    connectingTo: (name: string) => `${name} bağlantısı kuruluyor…`,
    noWallet: 'Tarayıcı cüzdanı bulunamadı',
    noWalletHint: 'Bu tarayıcıya bir cüzdan uzantısı yükleyin, ardından sayfayı yenileyin.',
    retry: 'Tekrar dene',
    allWallets: 'Tüm cüzdanlar',
    walletConnect: 'WalletConnect ile',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `${name} ile bağlantı kurulamadı`,
    tags: {
      recent: 'Son kullanılan',
      injected: 'Yüklü',
    },
  },
  snackbar: {
    dismiss: 'Kapat',
  },
}
