import type { Messages } from '../en/core.js'

/**
 * Italian messages of the OnRamp view; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Caricamento di ciò che puoi acquistare',
  buy: 'Acquista',
  payWith: 'Paga con',
  method: 'Metodo di pagamento',
  methodName: (id: string) => ({ card: 'Carta', ach_bank_account: 'Bonifico bancario (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('it', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Importo (${currency})`,
  limits: (min: string, max: string, currency: string) => `Tra ${min} e ${max} ${currency}`,
  quoting: 'Richiesta di un preventivo…',
  youGet: 'Ricevi circa',
  fees: 'Commissioni',
  total: 'Totale',
  estimate: 'È una stima: il prezzo finale lo mostra il fornitore.',
  providersLabel: 'Fornitore',
  feeRange: (min: number, max: number) => `Commissione ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Commissione ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Continua con ${provider}`,
  opened: 'Il fornitore si è aperto in una nuova scheda.',
  openAgain: (provider: string) => `Riapri ${provider}`,
}
