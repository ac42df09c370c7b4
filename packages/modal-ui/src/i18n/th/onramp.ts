import type { Messages } from '../en/core.js'

/**
 * Thai messages of the OnRamp view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./onramp.js')).onramp
 */
export const onramp: Messages['onramp'] = {
  loading: 'กำลังโหลดสินทรัพย์ที่ซื้อได้',
  buy: 'ซื้อ',
  payWith: 'ชำระด้วยสกุลเงิน',
  method: 'วิธีการชำระเงิน',
  methodName: (id: string) => ({ card: 'บัตร', ach_bank_account: 'โอนผ่านธนาคาร (ACH)' })[id] ?? id,
  /** A payment currency as the select lists it: its name in this language (from the browser), then its code. */
  paymentCurrency: (code: string) => {
    let name: string | undefined
    try {
      name = new Intl.DisplayNames('th', { type: 'currency' }).of(code)
    } catch {
      // Not an ISO 4217 code: the code alone.
    }
    return name && name !== code ? `${name} (${code})` : code
  },
  amountLabel: (currency: string) => `จำนวนเงิน (${currency})`,
  limits: (min: string, max: string, currency: string) => `ระหว่าง ${min} ถึง ${max} ${currency}`,
  quoting: 'กำลังขอใบเสนอราคา…',
  youGet: 'คุณจะได้รับประมาณ',
  fees: 'ค่าธรรมเนียม',
  total: 'รวม',
  estimate: 'นี่เป็นราคาประมาณ ราคาสุดท้ายจะแสดงโดยผู้ให้บริการ',
  providersLabel: 'ผู้ให้บริการ',
  feeRange: (min: number, max: number) => `ค่าธรรมเนียม ${min}–${max}%`,
  feeAmounts: (min: string, max: string, currency: string) => `ค่าธรรมเนียม ${min}–${max} ${currency}`,
  continueWith: (provider: string) => `ดำเนินการต่อกับ ${provider}`,
  opened: 'เปิดผู้ให้บริการในแท็บใหม่แล้ว',
  openAgain: (provider: string) => `เปิด ${provider} อีกครั้ง`,
}
