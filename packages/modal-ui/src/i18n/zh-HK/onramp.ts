import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the OnRamp view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: '正在載入可購買的資產',
  buy: '購買',
  payWith: '付款貨幣',
  method: '付款方式',
  methodName: (id: string) => ({ card: '信用卡／扣賬卡', ach_bank_account: '銀行轉賬（ACH）' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('zh-HK', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name}（${code}）` : code
  },
  amountLabel: (currency: string) => `金額（${currency}）`,
  limits: (min: string, max: string, currency: string) => `${min} 至 ${max} ${currency}`,
  quoting: '正在取得報價…',
  youGet: '你將收到約',
  fees: '手續費',
  total: '總額',
  estimate: '此為估算，最終價格以服務供應商顯示為準。',
  providersLabel: '服務供應商',
  feeRange: (min: number, max: number) => `手續費 ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `手續費 ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `以 ${provider} 繼續`,
  opened: '已在新分頁開啟服務供應商。',
  openAgain: (provider: string) => `再次開啟 ${provider}`,
}
