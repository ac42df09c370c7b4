import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the OnRamp view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: '購入できる資産を読み込んでいます',
  buy: '購入',
  payWith: '支払い通貨',
  method: '支払い方法',
  methodName: (id: string) => ({ card: 'カード', ach_bank_account: '銀行振込（ACH）' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('ja', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name}（${code}）` : code
  },
  amountLabel: (currency: string) => `金額（${currency}）`,
  limits: (min: string, max: string, currency: string) => `${min}〜${max} ${currency}`,
  quoting: '見積もりを取得しています…',
  youGet: '受け取り額（概算）',
  fees: '手数料',
  total: '合計',
  estimate: 'これは概算です。最終的な価格はプロバイダーが表示します。',
  providersLabel: 'プロバイダー',
  feeRange: (min: number, max: number) => `手数料 ${min}〜${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `手数料 ${min}〜${max} ${currency}`,
  continueWith: (provider: string) => `${provider} で続行`,
  opened: 'プロバイダーを新しいタブで開きました。',
  openAgain: (provider: string) => `${provider} をもう一度開く`,
}
