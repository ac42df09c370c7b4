import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the OnRamp view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'आप क्या खरीद सकते हैं, यह लोड हो रहा है',
  buy: 'खरीदें',
  payWith: 'इससे भुगतान करें',
  method: 'भुगतान का तरीका',
  methodName: (id: string) => ({ card: 'कार्ड', ach_bank_account: 'बैंक ट्रांसफ़र (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('hi', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `राशि (${currency})`,
  limits: (min: string, max: string, currency: string) => `${min} से ${max} ${currency} के बीच`,
  quoting: 'कोटेशन लिया जा रहा है…',
  youGet: 'आपको लगभग मिलेगा',
  fees: 'शुल्क',
  total: 'कुल',
  estimate: 'यह एक अनुमान है: अंतिम कीमत प्रदाता दिखाएगा।',
  providersLabel: 'प्रदाता',
  feeRange: (min: number, max: number) => `${min}–${max}% शुल्क`,
  feeAmounts: (min: string, max: string, currency: string) => `शुल्क ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `${provider} के साथ जारी रखें`,
  opened: 'प्रदाता एक नए टैब में खुल गया है।',
  openAgain: (provider: string) => `${provider} फिर से खोलें`,
}
