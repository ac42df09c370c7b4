import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Farcaster view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'קישור התחברות ל-Farcaster כקוד QR',
  scan: 'סריקה עם הטלפון',
  hint: 'יש לפתוח את המצלמה בטלפון ולאשר את ההתחברות ב-Farcaster.',
  openHere: 'פתיחת Farcaster במכשיר הזה',
  connecting: 'מתחבר…',
  noLink: 'ההתחברות ל-Farcaster לא התחילה. אפשר לחזור ולנסות שוב.',
}
