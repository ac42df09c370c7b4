import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the OnRamp view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Memuat yang bisa Anda beli',
  buy: 'Beli',
  payWith: 'Bayar dengan',
  method: 'Metode pembayaran',
  methodName: (id: string) => ({ card: 'Kartu', ach_bank_account: 'Transfer bank (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('id', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Jumlah (${currency})`,
  limits: (min: string, max: string, currency: string) => `Antara ${min} dan ${max} ${currency}`,
  quoting: 'Mengambil penawaran…',
  youGet: 'Anda mendapat sekitar',
  fees: 'Biaya',
  total: 'Jumlah total',
  estimate: 'Ini perkiraan: harga akhir ditampilkan oleh penyedia.',
  providersLabel: 'Penyedia',
  feeRange: (min: number, max: number) => `Biaya ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `Biaya ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Lanjutkan dengan ${provider}`,
  opened: 'Penyedia dibuka di tab baru.',
  openAgain: (provider: string) => `Buka ${provider} lagi`,
}
