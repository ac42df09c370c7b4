import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Account view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'העתקת הכתובת',
  copied: 'הכתובת הועתקה',
  balanceLabel: 'יתרה',
  disconnect: 'ניתוק',
  disconnecting: 'מתנתק…',
  balanceUnavailable: 'היתרה אינה זמינה',
  actionsLabel: 'פעולות בחשבון',
  send: 'שליחה',
  swap: 'המרה',
  receive: 'קבלה',
  buy: 'קנייה',
  chooseName: 'בחירת שם',
  tokensLabel: 'טוקנים',
  tokensEmpty: 'עדיין אין טוקנים ברשת הזו',
  tokensLoading: 'טוען טוקנים',
  exportWallet: 'ייצוא הארנק',
  exporting: 'מייצא…',
}
