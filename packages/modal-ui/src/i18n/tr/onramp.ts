import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the OnRamp view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'Satın alabilecekleriniz yükleniyor',
  buy: 'Satın al',
  payWith: 'Ödeme aracı',
  method: 'Ödeme yöntemi',
  methodName: (id: string) => ({ card: 'Kart', ach_bank_account: 'Banka havalesi (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('tr', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Tutar (${currency})`,
  limits: (min: string, max: string, currency: string) => `${min} ile ${max} ${currency} arası`,
  quoting: 'Fiyat teklifi alınıyor…',
  youGet: 'Yaklaşık alacağınız',
  fees: 'Ücretler',
  total: 'Toplam',
  estimate: 'Bu bir tahmindir: nihai fiyatı sağlayıcı gösterir.',
  providersLabel: 'Sağlayıcı',
  /** Turkish writes the percent sign before the number. */
  feeRange: (min: number, max: number) => `%${min}–${max} ücret`,
  feeAmounts: (min: string, max: string, currency: string) => `Ücret ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `${provider} ile devam et`,
  opened: 'Sağlayıcı yeni bir sekmede açıldı.',
  openAgain: (provider: string) => `${provider} sayfasını yeniden aç`,
}
