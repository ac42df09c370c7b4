import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Send and Send preview views; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'Токен',
  amountLabel: 'Сума',
  max: 'Макс.',
  available: (amount: string, symbol: string) => `Доступно: ${amount} ${symbol}`,
  receiverLabel: 'Кому',
  receiverPlaceholder: 'Адреса (0x… або Solana)',
  review: 'Перевірити',
  noTokens: 'У цій мережі нічого надіслати',
  sending: 'Надсилання…',
  confirm: 'Надіслати',
  cancel: 'Скасувати',
  previewAmount: 'Ви надсилаєте',
  previewTo: 'Одержувач',
  previewNetwork: 'Мережа',
  previewFee: 'Комісія мережі (оцінка)',
  feeUnknown: 'Розрахунок…',
  feeUnavailable: 'Невідомо',
}
