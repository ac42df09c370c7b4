import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Activity list (Account view tab and Activity view); they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Дані акаунта',
  tokens: 'Токени',
  activity: 'Активність',
  empty: 'Поки немає активності',
  partial: 'Лише нещодавні перекази: ця мережа не надає повну історію',
  loading: 'Завантаження активності',
  more: 'Завантажити ще',
  retry: 'Спробувати ще раз',
  transaction: 'Транзакція',
  operation: (type: string) =>
    ({
      send: 'Надіслано',
      receive: 'Отримано',
      trade: 'Обміняно',
      mint: 'Випущено',
      approve: 'Дозволено',
      execute: 'Виконано',
      deposit: 'Внесено',
      withdraw: 'Виведено',
      burn: 'Спалено',
    })[type] ?? type,
}
