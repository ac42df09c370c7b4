import type { Messages } from '../en/core.js'

/**
 * Korean messages of the OnRamp view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: '구매 가능한 자산을 불러오는 중',
  buy: '구매',
  payWith: '결제 통화',
  method: '결제 수단',
  methodName: (id: string) => ({ card: '카드', ach_bank_account: '계좌 이체(ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('ko', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name}(${code})` : code
  },
  amountLabel: (currency: string) => `금액(${currency})`,
  limits: (min: string, max: string, currency: string) => `${min}~${max} ${currency}`,
  quoting: '견적을 받는 중…',
  youGet: '예상 수령액',
  fees: '수수료',
  total: '합계',
  estimate: '예상 금액입니다. 최종 가격은 제공업체에서 확인할 수 있습니다.',
  providersLabel: '제공업체',
  feeRange: (min: number, max: number) => `수수료 ${min}~${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `수수료 ${min}~${max} ${currency}`,
  continueWith: (provider: string) => `${provider}에서 계속하기`,
  opened: '새 탭에서 제공업체 페이지가 열렸습니다.',
  openAgain: (provider: string) => `${provider} 다시 열기`,
}
