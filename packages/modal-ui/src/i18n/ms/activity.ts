import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Activity list (Account view tab and Activity view); they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Butiran akaun',
  tokens: 'Token',
  activity: 'Aktiviti',
  empty: 'Belum ada aktiviti',
  partial: 'Pindahan terkini sahaja: rangkaian ini tidak menyediakan sejarah penuh',
  loading: 'Memuatkan aktiviti',
  more: 'Muat lagi',
  retry: 'Cuba lagi',
  transaction: 'Transaksi',
  operation: (type: string) =>
    ({
      send: 'Dihantar',
      receive: 'Diterima',
      trade: 'Ditukar',
      mint: 'Dicetak',
      approve: 'Diluluskan',
      execute: 'Dilaksanakan',
      deposit: 'Didepositkan',
      withdraw: 'Dikeluarkan',
      burn: 'Dibakar',
    })[type] ?? type,
}
