import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Activity list (Account view tab and Activity view); they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Szczegóły konta',
  tokens: 'Tokeny',
  activity: 'Aktywność',
  empty: 'Brak aktywności',
  partial: 'Tylko ostatnie przelewy: ta sieć nie udostępnia pełnej historii',
  loading: 'Ładowanie aktywności',
  more: 'Załaduj więcej',
  retry: 'Spróbuj ponownie',
  transaction: 'Transakcja',
  operation: (type: string) =>
    ({
      send: 'Wysłano',
      receive: 'Odebrano',
      trade: 'Wymieniono',
      mint: 'Wybito',
      approve: 'Zatwierdzono',
      execute: 'Wykonano',
      deposit: 'Wpłacono',
      withdraw: 'Wypłacono',
      burn: 'Spalono',
    })[type] ?? type,
}
