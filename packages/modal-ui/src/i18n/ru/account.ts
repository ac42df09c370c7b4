import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Account view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'Копировать адрес',
  copied: 'Адрес скопирован',
  balanceLabel: 'Баланс',
  disconnect: 'Отключить',
  disconnecting: 'Отключение…',
  balanceUnavailable: 'Баланс токенов недоступен',
  actionsLabel: 'Действия с аккаунтом',
  send: 'Отправить',
  swap: 'Обменять',
  receive: 'Получить',
  buy: 'Купить',
  chooseName: 'Выбрать имя',
  tokensLabel: 'Токены',
  tokensEmpty: 'В этой сети пока нет токенов',
  tokensLoading: 'Загрузка токенов',
  exportWallet: 'Экспортировать кошелёк',
  exporting: 'Экспорт…',
}
