import type { Messages } from '../en/core.js'

/**
 * German messages of the OnRamp view; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Angebot wird geladen',
  buy: 'Kaufen',
  payWith: 'Bezahlen mit',
  method: 'Zahlungsart',
  methodName: (id: string) => ({ card: 'Karte', ach_bank_account: 'Banküberweisung (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('de', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Betrag (${currency})`,
  limits: (min: string, max: string, currency: string) => `Zwischen ${min} und ${max} ${currency}`,
  quoting: 'Angebot wird eingeholt…',
  youGet: 'Du erhältst etwa',
  fees: 'Gebühren',
  total: 'Gesamt',
  estimate: 'Eine Schätzung: den endgültigen Preis zeigt der Anbieter.',
  providersLabel: 'Anbieter',
  feeRange: (min: number, max: number) => `${min}–${max} % Gebühr`,
  feeAmounts: (min: string, max: string, currency: string) => `Gebühr ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Weiter mit ${provider}`,
  opened: 'Der Anbieter wurde in einem neuen Tab geöffnet.',
  openAgain: (provider: string) => `${provider} erneut öffnen`,
}
