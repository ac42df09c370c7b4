import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Account view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Копіювати адресу',
  copied: 'Адресу скопійовано',
  balanceLabel: 'Баланс',
  disconnect: 'Відключити',
  disconnecting: 'Відключення…',
  balanceUnavailable: 'Баланс токенів недоступний',
  actionsLabel: 'Дії з акаунтом',
  send: 'Надіслати',
  swap: 'Обміняти',
  receive: 'Отримати',
  buy: 'Купити',
  chooseName: 'Вибрати ім’я',
  tokensLabel: 'Токени',
  tokensEmpty: 'У цій мережі поки немає токенів',
  tokensLoading: 'Завантаження токенів',
  exportWallet: 'Експортувати гаманець',
  exporting: 'Експорт…',
}
