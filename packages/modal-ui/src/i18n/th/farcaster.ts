import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Farcaster view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'คิวอาร์โค้ดลิงก์เข้าสู่ระบบ Farcaster',
  scan: 'สแกนด้วยโทรศัพท์',
  hint: 'เปิดกล้องบนโทรศัพท์ของคุณ แล้วอนุมัติการเข้าสู่ระบบใน Farcaster',
  openHere: 'เปิด Farcaster บนอุปกรณ์นี้',
  connecting: 'กำลังเชื่อมต่อ…',
  noLink: 'การเข้าสู่ระบบ Farcaster ไม่เริ่มต้น โปรดย้อนกลับแล้วลองอีกครั้ง',
}
