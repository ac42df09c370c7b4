import type { Messages } from '../en/core.js'

/**
 * Malay messages of the OnRamp view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Memuatkan apa yang boleh anda beli',
  buy: 'Beli',
  payWith: 'Bayar dengan',
  method: 'Kaedah pembayaran',
  methodName: (id: string) => ({ card: 'Kad', ach_bank_account: 'Pindahan bank (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('ms', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Jumlah (${currency})`,
  limits: (min: string, max: string, currency: string) => `Antara ${min} dan ${max} ${currency}`,
  quoting: 'Mendapatkan sebut harga…',
  youGet: 'Anda mendapat kira-kira',
  fees: 'Yuran',
  total: 'Jumlah keseluruhan',
  estimate: 'Ini anggaran: harga akhir dipaparkan oleh pembekal.',
  providersLabel: 'Pembekal',
  feeRange: (min: number, max: number) => `Yuran ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Yuran ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Teruskan dengan ${provider}`,
  opened: 'Pembekal dibuka dalam tab baharu.',
  openAgain: (provider: string) => `Buka ${provider} semula`,
}
