import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Receive view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'הכתובת שלך כקוד QR',
  explanation: (network: string) => `יש לשלוח לכתובת הזו רק נכסים ברשת ${network}.`,
  copy: 'העתקת הכתובת',
  copied: 'הכתובת הועתקה',
}
