import type { Messages } from '../en/core.js'

/**
 * Thai messages of the WalletConnect views; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} เชื่อมต่อผ่าน WalletConnect ซึ่งแอปนี้ยังไม่ได้ตั้งค่าไว้`,
  hint: 'โปรดเลือกกระเป๋าเงินที่ติดตั้งในเบราว์เซอร์นี้แทน',
  preparing: 'กำลังเตรียมการเชื่อมต่อ…',
  qrLabel: 'คิวอาร์โค้ดลิงก์ WalletConnect',
  scan: 'สแกนด้วยกระเป๋าเงินที่รองรับ WalletConnect',
  scanWith: (name: string) => `สแกนด้วย ${name}`,
  hintScan: 'เปิดกระเป๋าเงินบนโทรศัพท์ สแกนโค้ด แล้วอนุมัติการเชื่อมต่อ',
  openMobile: 'เปิดบนมือถือ',
  openDesktop: 'เปิดแอปเดสก์ท็อป',
  openWeb: 'เปิดเว็บแอป',
  copy: 'คัดลอกลิงก์',
  copied: 'คัดลอกลิงก์แล้ว',
  copyFailed: 'คัดลอกลิงก์ไม่สำเร็จ',
}
