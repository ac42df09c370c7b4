import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the WalletConnect views; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) =>
    `${name}, WalletConnect üzerinden bağlanır, ancak bu uygulamada WalletConnect ayarlanmamış.`,
  hint: 'Bunun yerine bu tarayıcıda yüklü bir cüzdan seçin.',
  preparing: 'Bağlantı hazırlanıyor…',
  qrLabel: 'QR kodu olarak WalletConnect bağlantısı',
  scan: 'WalletConnect destekli bir cüzdanla tarayın',
  scanWith: (name: string) => `${name} ile tarayın`,
  hintScan: 'Telefonunuzda cüzdanı açın, kodu tarayın ve bağlantıyı onaylayın.',
  openMobile: 'Telefonda aç',
  openDesktop: 'Masaüstü uygulamasını aç',
  openWeb: 'Web uygulamasını aç',
  copy: 'Bağlantıyı kopyala',
  copied: 'Bağlantı kopyalandı',
  copyFailed: 'Bağlantı kopyalanamadı',
}
