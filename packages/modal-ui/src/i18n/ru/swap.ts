import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Swap and Swap preview views; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Вы платите',
  to: 'Вы получаете',
  amountLabel: 'Сумма к оплате',
  quoting: 'Получаем котировку…',
  approve: (symbol: string) => `Разрешить ${symbol}`,
  approving: 'Ожидание разрешения…',
  approvalHint: (symbol: string) => `Сначала контракту обмена нужно ваше разрешение тратить ${symbol}.`,
  review: 'Проверить обмен',
  confirm: 'Обменять',
  swapping: 'Обмен…',
  slippage: 'Макс. проскальзывание',
  network: 'Сеть',
  loading: 'Загрузка токенов',
  route: 'Маршрут',
  feeTier: 'Комиссия пула',
  minimumReceived: 'Минимум к получению',
  networkFee: 'Комиссия сети',
}
