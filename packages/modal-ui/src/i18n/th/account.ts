import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Account view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'คัดลอกที่อยู่',
  copied: 'คัดลอกที่อยู่แล้ว',
  balanceLabel: 'ยอดคงเหลือ',
  disconnect: 'ยกเลิกการเชื่อมต่อ',
  disconnecting: 'กำลังยกเลิกการเชื่อมต่อ…',
  balanceUnavailable: 'ไม่สามารถแสดงยอดโทเค็นได้',
  actionsLabel: 'การดำเนินการของบัญชี',
  send: 'ส่ง',
  swap: 'แลกเปลี่ยน',
  receive: 'รับ',
  buy: 'ซื้อ',
  chooseName: 'เลือกชื่อ',
  tokensLabel: 'โทเค็น',
  tokensEmpty: 'ยังไม่มีโทเค็นในเครือข่ายนี้',
  tokensLoading: 'กำลังโหลดโทเค็น',
  exportWallet: 'ส่งออกกระเป๋าเงิน',
  exporting: 'กำลังส่งออก…',
}
