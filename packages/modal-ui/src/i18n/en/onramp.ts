/**
 * English messages of the OnRamp view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp = {
  loading: 'Loading what you can buy',
  buy: 'Buy',
  payWith: 'Pay with',
  method: 'Payment method',
  methodName: (id: string) => ({ card: 'Card', ach_bank_account: 'Bank transfer (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('en', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `Amount (${currency})`,
  limits: (min: string, max: string, currency: string) => `Between ${min} and ${max} ${currency}`,
  quoting: 'Getting a quote…',
  youGet: 'You get about',
  fees: 'Fees',
  total: 'Total',
  estimate: 'An estimate: the provider shows the final price.',
  providersLabel: 'Provider',
  feeRange: (min: number, max: number) => `${min}–${max}% fee`,
  feeAmounts: (min: string, max: string, currency: string) => `Fee ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `Continue with ${provider}`,
  opened: 'The provider opened in a new tab.',
  openAgain: (provider: string) => `Open ${provider} again`,
} as const
