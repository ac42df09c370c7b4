import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Send and Send preview views; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Токен',
  amountLabel: 'Сумма',
  max: 'Макс.',
  available: (amount: string, symbol: string) => `Доступно: ${amount} ${symbol}`,
  receiverLabel: 'Кому',
  receiverPlaceholder: 'Адрес (0x… или Solana)',
  review: 'Проверить',
  noTokens: 'В этой сети нечего отправить',
  sending: 'Отправка…',
  confirm: 'Отправить',
  cancel: 'Отмена',
  previewAmount: 'Вы отправляете',
  previewTo: 'Получатель',
  previewNetwork: 'Сеть',
  previewFee: 'Комиссия сети (оценка)',
  feeUnknown: 'Расчёт…',
  feeUnavailable: 'Неизвестно',
}
