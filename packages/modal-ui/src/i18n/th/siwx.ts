import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Sign In view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} ขอให้คุณเข้าสู่ระบบ`,
  appFallback: 'แอปนี้',
  explanation: 'การลงนามข้อความเป็นการพิสูจน์ว่าคุณเป็นเจ้าของกระเป๋าเงินนี้ โดยจะไม่มีการส่งธุรกรรมและไม่เสียค่าแก๊ส',
  sign: 'ลงนาม',
  signing: 'กำลังรอการลงนาม…',
  cancel: 'ยกเลิก',
}
