import type { Messages } from '../en/core.js'

/**
 * Thai messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'อีเมล',
  placeholder: 'name@example.co.th',
  continue: 'ดำเนินการต่อ',
  socialsLabel: 'เข้าสู่ระบบด้วย',
  continueWith: (provider: string) => `ดำเนินการต่อด้วย ${provider}`,
  approveDevice: 'อนุมัติอุปกรณ์นี้',
  approveDeviceHint: (email: string) =>
    `เราได้ส่งลิงก์ไปที่ ${email} แล้ว เปิดลิงก์เพื่ออนุมัติอุปกรณ์นี้ แล้วหน้านี้จะดำเนินการต่อเอง`,
  waiting: 'กำลังรอการอนุมัติ…',
  codeSent: (email: string) => `กรอกรหัส 6 หลักที่เราส่งไปที่ ${email}`,
  codeLabel: 'รหัสจากอีเมล',
  checking: 'กำลังตรวจสอบรหัส…',
  noCode: 'ไม่ได้รับรหัส?',
  resend: 'ส่งอีกครั้ง',
  resent: 'ส่งรหัสใหม่แล้ว',
  passkey: 'ดำเนินการต่อด้วยพาสคีย์',
  passkeyHint: 'ใช้พาสคีย์ของคุณในแผงของวอลเล็ตด้านล่าง',
  passkeyCancel: 'ใช้วิธีอื่น',
}
