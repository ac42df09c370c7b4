import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the OnRamp view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: '正在加载可购买的资产',
  buy: '购买',
  payWith: '支付币种',
  method: '支付方式',
  methodName: (id: string) => ({ card: '银行卡', ach_bank_account: '银行转账（ACH）' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('zh-CN', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name}（${code}）` : code
  },
  amountLabel: (currency: string) => `金额（${currency}）`,
  limits: (min: string, max: string, currency: string) => `${min} 至 ${max} ${currency}`,
  quoting: '正在获取报价…',
  youGet: '您将获得约',
  fees: '手续费',
  total: '合计',
  estimate: '此为估算值，最终价格以服务商显示为准。',
  providersLabel: '服务商',
  feeRange: (min: number, max: number) => `手续费 ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `手续费 ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `使用 ${provider} 继续`,
  opened: '服务商已在新标签页中打开。',
  openAgain: (provider: string) => `再次打开 ${provider}`,
}
