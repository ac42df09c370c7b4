import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Activity list (Account view tab and Activity view); they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Hesap ayrıntıları',
  tokens: 'Tokenlar',
  activity: 'Etkinlik',
  empty: 'Henüz etkinlik yok',
  partial: 'Yalnızca son transferler: bu ağ geçmişin tamamını sağlamıyor',
  loading: 'Etkinlik yükleniyor',
  more: 'Daha fazla yükle',
  retry: 'Tekrar dene',
  transaction: 'İşlem',
  operation: (type: string) =>
    ({
      send: 'Gönderildi',
      receive: 'Alındı',
      trade: 'Takas edildi',
      mint: 'Basıldı',
      approve: 'Onaylandı',
      execute: 'Yürütüldü',
      deposit: 'Yatırıldı',
      withdraw: 'Çekildi',
      burn: 'Yakıldı',
    })[type] ?? type,
}
