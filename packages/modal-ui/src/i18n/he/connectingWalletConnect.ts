import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the WalletConnect views; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} מתחבר דרך WalletConnect, שלא הוגדר באפליקציה הזו.`,
  hint: 'במקום זאת, אפשר לבחור ארנק שמותקן בדפדפן הזה.',
  preparing: 'מכין את החיבור…',
  qrLabel: 'קישור WalletConnect כקוד QR',
  scan: 'סריקה עם ארנק שתומך ב-WalletConnect',
  scanWith: (name: string) => `סריקה עם ${name}`,
  hintScan: 'יש לפתוח את הארנק בטלפון, לסרוק את הקוד ולאשר את החיבור.',
  openMobile: 'פתיחה בנייד',
  openDesktop: 'פתיחת אפליקציית המחשב',
  openWeb: 'פתיחת אפליקציית האינטרנט',
  copy: 'העתקת הקישור',
  copied: 'הקישור הועתק',
  copyFailed: 'לא ניתן היה להעתיק את הקישור',
}
