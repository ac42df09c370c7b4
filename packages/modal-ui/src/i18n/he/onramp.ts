import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the OnRamp view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'טוען מה אפשר לקנות',
  buy: 'קנייה',
  payWith: 'תשלום באמצעות',
  method: 'אמצעי תשלום',
  methodName: (id: string) => ({ card: 'כרטיס', ach_bank_account: 'העברה בנקאית (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('he', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `סכום (${currency})`,
  limits: (min: string, max: string, currency: string) => `בין ${min} ל-${max} ${currency}`,
  quoting: 'מקבל הצעת מחיר…',
  youGet: 'יתקבלו בערך',
  fees: 'עמלות',
  total: 'סה"כ',
  estimate: 'זו הערכה: הספק יציג את המחיר הסופי.',
  providersLabel: 'ספק',
  feeRange: (min: number, max: number) => `עמלה של ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `עמלה ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `המשך עם ${provider}`,
  opened: 'הספק נפתח בכרטיסייה חדשה.',
  openAgain: (provider: string) => `פתיחת ${provider} שוב`,
}
