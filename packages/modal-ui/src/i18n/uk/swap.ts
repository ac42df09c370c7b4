import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Swap and Swap preview views; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Ви платите',
  to: 'Ви отримуєте',
  amountLabel: 'Сума до оплати',
  quoting: 'Отримуємо котирування…',
  approve: (symbol: string) => `Дозволити ${symbol}`,
  approving: 'Очікування дозволу…',
  approvalHint: (symbol: string) => `Спершу контракту обміну потрібен ваш дозвіл витрачати ${symbol}.`,
  review: 'Перевірити обмін',
  confirm: 'Обміняти',
  swapping: 'Обмін…',
  slippage: 'Макс. прослизання',
  network: 'Мережа',
  loading: 'Завантаження токенів',
  route: 'Маршрут',
  feeTier: 'Комісія пулу',
  minimumReceived: 'Мінімум до отримання',
  networkFee: 'Комісія мережі',
}
