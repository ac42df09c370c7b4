import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Activity list (Account view tab and Activity view); they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Данные аккаунта',
  tokens: 'Токены',
  activity: 'Активность',
  empty: 'Пока нет активности',
  partial: 'Только недавние переводы: эта сеть не предоставляет полную историю',
  loading: 'Загрузка активности',
  more: 'Загрузить ещё',
  retry: 'Повторить',
  transaction: 'Транзакция',
  operation: (type: string) =>
    ({
      send: 'Отправлено',
      receive: 'Получено',
      trade: 'Обменено',
      mint: 'Выпущено',
      approve: 'Разрешено',
      execute: 'Выполнено',
      deposit: 'Внесено',
      withdraw: 'Выведено',
      burn: 'Сожжено',
    })[type] ?? type,
}
