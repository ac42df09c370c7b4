import type { Messages } from '../en/core.js'

/**
 * Thai texts of the alert bar; they load with the rest of the Thai texts once Thai is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'ไม่พบเครือข่าย',
    body: 'เครือข่ายที่ขอไม่ได้อยู่ในเครือข่ายที่แอปนี้รองรับ',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'การกำหนดค่าแอปไม่ถูกต้อง',
    body: 'ต้นทาง (origin) ของเว็บไซต์นี้ไม่อยู่ในรายการที่อนุญาตของโปรเจกต์ หรือโหลดกระเป๋าเงินแบบฝังไม่สำเร็จ โปรดเพิ่มต้นทางนี้ลงในโดเมนที่อนุญาตของโปรเจกต์ แล้วโหลดหน้านี้ใหม่',
  },
  SESSION_EXPIRED: {
    title: 'เซสชันหมดอายุ',
    body: 'เซสชันยังไม่มีผล ซึ่งมักเกิดจากนาฬิกาของอุปกรณ์นี้ไม่ตรง โปรดตรวจสอบการตั้งค่าวันที่และเวลา แล้วเชื่อมต่อกระเป๋าเงินอีกครั้ง',
  },
  INVALID_PROJECT_ID: {
    title: 'Project ID ไม่ถูกต้อง',
    body: 'บริการปฏิเสธ Project ID นี้ โปรดตรวจสอบตัวเลือก `projectId` ที่ส่งให้ `initModal`',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ยังไม่ได้กำหนด Project ID',
    body: 'ยังไม่ได้ตั้งค่า Project ID จึงไม่มีการใช้บริการที่ต้องใช้ ID นี้ หากต้องการใช้ ให้ส่ง `projectId` ให้ `initModal`',
  },
  close: 'ปิด',
}
