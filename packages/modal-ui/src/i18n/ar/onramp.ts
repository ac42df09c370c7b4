import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the OnRamp view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'جارٍ تحميل ما يمكنك شراؤه',
  buy: 'شراء',
  payWith: 'الدفع باستخدام',
  method: 'طريقة الدفع',
  methodName: (id: string) => ({ card: 'بطاقة', ach_bank_account: 'تحويل بنكي (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('ar', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `المبلغ (${currency})`,
  limits: (min: string, max: string, currency: string) => `بين ${min} و${max} ${currency}`,
  quoting: 'جارٍ الحصول على عرض سعر…',
  youGet: 'ستحصل على نحو',
  fees: 'الرسوم',
  total: 'الإجمالي',
  estimate: 'هذا تقدير: يعرض المزوّد السعر النهائي.',
  providersLabel: 'المزوّد',
  feeRange: (min: number, max: number) => `رسوم ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `رسوم ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `المتابعة مع ${provider}`,
  opened: 'فُتح المزوّد في علامة تبويب جديدة.',
  openAgain: (provider: string) => `فتح ${provider} مرة أخرى`,
}
