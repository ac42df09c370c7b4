import type { Messages } from '../en/core.js'

/**
 * Polish messages of the OnRamp view; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Ładujemy, co możesz kupić',
  buy: 'Kup',
  payWith: 'Zapłać przez',
  method: 'Metoda płatności',
  methodName: (id: string) => ({ card: 'Karta', ach_bank_account: 'Przelew bankowy (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('pl', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Kwota (${currency})`,
  limits: (min: string, max: string, currency: string) => `Od ${min} do ${max} ${currency}`,
  quoting: 'Pobieranie wyceny…',
  youGet: 'Otrzymasz około',
  fees: 'Opłaty',
  total: 'Razem',
  estimate: 'To szacunek: ostateczną cenę pokaże dostawca.',
  providersLabel: 'Dostawca',
  feeRange: (min: number, max: number) => `Opłata ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Opłata ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Kontynuuj przez ${provider}`,
  opened: 'Dostawca otworzył się w nowej karcie.',
  openAgain: (provider: string) => `Otwórz ponownie ${provider}`,
}
