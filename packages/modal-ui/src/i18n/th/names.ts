import type { Messages } from '../en/core.js'

/**
 * Thai messages of the account name views; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'ชื่อ',
  rules: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และขีดกลาง อย่างน้อย 4 ตัวอักษร',
  checking: 'กำลังตรวจสอบชื่อ…',
  suggestionsLabel: 'ชื่อที่แนะนำ',
  available: 'ใช้ได้',
  unavailable: 'มีผู้ใช้แล้ว',
  taken: (name: string) => `${name} มีผู้ใช้แล้ว`,
  register: 'ลงทะเบียนชื่อ',
  signing: 'ลงนามข้อความในกระเป๋าเงินของคุณ…',
  registering: 'กำลังลงทะเบียน…',
  success: (name: string) => `${name} เป็นของคุณแล้ว`,
  successHint: 'ตอนนี้บัญชีของคุณจะแสดงชื่อนี้แทนที่อยู่',
  done: 'เสร็จสิ้น',
}
