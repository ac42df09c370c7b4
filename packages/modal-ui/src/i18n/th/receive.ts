import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Receive view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'คิวอาร์โค้ดที่อยู่ของคุณ',
  explanation: (network: string) => `ส่งเฉพาะสินทรัพย์บน ${network} มายังที่อยู่นี้เท่านั้น`,
  copy: 'คัดลอกที่อยู่',
  copied: 'คัดลอกที่อยู่แล้ว',
}
