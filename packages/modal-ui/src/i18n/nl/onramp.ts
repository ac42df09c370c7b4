import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the OnRamp view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Laden wat je kunt kopen',
  buy: 'Kopen',
  payWith: 'Betalen met',
  method: 'Betaalmethode',
  methodName: (id: string) => ({ card: 'Kaart', ach_bank_account: 'Bankoverschrijving (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('nl', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Bedrag (${currency})`,
  limits: (min: string, max: string, currency: string) => `Tussen ${min} en ${max} ${currency}`,
  quoting: 'Offerte ophalen…',
  youGet: 'Je krijgt ongeveer',
  fees: 'Kosten',
  total: 'Totaal',
  estimate: 'Een schatting: de aanbieder toont de definitieve prijs.',
  providersLabel: 'Aanbieder',
  feeRange: (min: number, max: number) => `${min}–${max}% kosten`,
  feeAmounts: (min: string, max: string, currency: string) => `Kosten ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Doorgaan met ${provider}`,
  opened: 'De aanbieder is geopend in een nieuw tabblad.',
  openAgain: (provider: string) => `${provider} opnieuw openen`,
}
