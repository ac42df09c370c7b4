import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the OnRamp view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Завантажуємо, що можна купити',
  buy: 'Купити',
  payWith: 'Оплата',
  method: 'Спосіб оплати',
  methodName: (id: string) => ({ card: 'Картка', ach_bank_account: 'Банківський переказ (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('uk', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Сума (${currency})`,
  limits: (min: string, max: string, currency: string) => `Від ${min} до ${max} ${currency}`,
  quoting: 'Отримуємо котирування…',
  youGet: 'Ви отримаєте приблизно',
  fees: 'Комісії',
  total: 'Разом',
  estimate: 'Це оцінка: остаточну ціну покаже провайдер.',
  providersLabel: 'Провайдер',
  feeRange: (min: number, max: number) => `Комісія ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Комісія ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Продовжити через ${provider}`,
  opened: 'Провайдер відкрився в новій вкладці.',
  openAgain: (provider: string) => `Знову відкрити ${provider}`,
}
