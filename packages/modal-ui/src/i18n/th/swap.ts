import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Swap and Swap preview views; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'คุณจ่าย',
  to: 'คุณได้รับ',
  amountLabel: 'จำนวนที่จ่าย',
  quoting: 'กำลังขอใบเสนอราคา…',
  approve: (symbol: string) => `อนุมัติ ${symbol}`,
  approving: 'กำลังรอการอนุมัติ…',
  approvalHint: (symbol: string) => `สัญญาการแลกเปลี่ยนต้องได้รับอนุญาตจากคุณก่อนจึงจะใช้ ${symbol} ได้`,
  review: 'ตรวจสอบการแลกเปลี่ยน',
  confirm: 'แลกเปลี่ยน',
  swapping: 'กำลังแลกเปลี่ยน…',
  slippage: 'สลิปเพจสูงสุด',
  network: 'เครือข่าย',
  loading: 'กำลังโหลดโทเค็น',
  route: 'เส้นทาง',
  feeTier: 'ค่าธรรมเนียมพูล',
  minimumReceived: 'จำนวนขั้นต่ำที่จะได้รับ',
  networkFee: 'ค่าธรรมเนียมเครือข่าย',
}
