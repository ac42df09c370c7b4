import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Account view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Adresi kopyala',
  copied: 'Adres kopyalandı',
  balanceLabel: 'Bakiye',
  disconnect: 'Bağlantıyı kes',
  disconnecting: 'Bağlantı kesiliyor…',
  balanceUnavailable: 'Token bakiyesi kullanılamıyor',
  actionsLabel: 'Hesap işlemleri',
  send: 'Gönder',
  swap: 'Takas et',
  receive: 'Al',
  buy: 'Satın al',
  chooseName: 'Ad seç',
  tokensLabel: 'Tokenlar',
  tokensEmpty: 'Bu ağda henüz token yok',
  tokensLoading: 'Tokenlar yükleniyor',
  exportWallet: 'Cüzdanı dışa aktar',
  exporting: 'Dışa aktarılıyor…',
}
