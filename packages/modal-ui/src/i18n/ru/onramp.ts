import type { Messages } from '../en/core.js'

/**
 * Russian messages of the OnRamp view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Загружаем, что можно купить',
  buy: 'Купить',
  payWith: 'Оплата',
  method: 'Способ оплаты',
  methodName: (id: string) => ({ card: 'Карта', ach_bank_account: 'Банковский перевод (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('ru', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Сумма (${currency})`,
  limits: (min: string, max: string, currency: string) => `От ${min} до ${max} ${currency}`,
  quoting: 'Получаем котировку…',
  youGet: 'Вы получите примерно',
  fees: 'Комиссии',
  total: 'Итого',
  estimate: 'Это оценка: окончательную цену покажет провайдер.',
  providersLabel: 'Провайдер',
  feeRange: (min: number, max: number) => `Комиссия ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Комиссия ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Продолжить через ${provider}`,
  opened: 'Провайдер открыт в новой вкладке.',
  openAgain: (provider: string) => `Снова открыть ${provider}`,
}
