import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Send and Send preview views; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'โทเค็น',
  amountLabel: 'จำนวน',
  max: 'สูงสุด',
  available: (amount: string, symbol: string) => `ใช้ได้ ${amount} ${symbol}`,
  receiverLabel: 'ถึง',
  receiverPlaceholder: 'ที่อยู่ (0x… หรือ Solana)',
  review: 'ตรวจสอบ',
  noTokens: 'ไม่มีสินทรัพย์ให้ส่งในเครือข่ายนี้',
  sending: 'กำลังส่ง…',
  confirm: 'ส่ง',
  cancel: 'ยกเลิก',
  previewAmount: 'คุณส่ง',
  previewTo: 'ผู้รับ',
  previewNetwork: 'เครือข่าย',
  previewFee: 'ค่าธรรมเนียมเครือข่าย (ประมาณ)',
  feeUnknown: 'กำลังประมาณ…',
  feeUnavailable: 'ไม่ทราบ',
}
