import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Hebrew catalogue (loaded only when Hebrew is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('he')
 */
export const he: CoreMessages = {
  shell: {
    close: 'סגירה',
    back: 'חזרה',
    loading: 'בטעינה',
  },
  connectButton: {
    connect: 'חיבור ארנק',
    connecting: 'מתחבר…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', חשבון',
  },
  titles: {
    Connect: 'חיבור ארנק',
    Account: 'חשבון',
    Activity: 'פעילות',
    SIWXSignMessage: 'התחברות',
    UnsupportedChain: 'החלפת רשת',
    ApproveTransaction: 'אישור בקשה',
    Send: 'שליחה',
    Networks: 'רשתות',
    Swap: 'המרה',
    Receive: 'קבלה',
    SwapPreview: 'סקירת ההמרה',
    SendPreview: 'סקירת השליחה',
    AllWallets: 'כל הארנקים',
    ConnectingExternal: 'מתחבר',
    ConnectingWalletConnect: 'חיבור עם WalletConnect',
    ConnectingWalletConnectBasic: 'דרך WalletConnect',
    OnRamp: 'קניית קריפטו',
    RegisterAccountName: 'בחירת שם',
    RegisterAccountNameSuccess: 'השם נרשם',
    EmailLogin: 'המשך עם אימייל',
    EmailOtp: 'אימות האימייל',
    ConnectingFarcaster: 'התחברות עם Farcaster',
  },
  connect: {
    walletsLabel: 'ארנקי דפדפן',
    connecting: 'מתחבר…',
    connectingTo: (name: string) => `מתחבר ל-${name}…`,
    noWallet: 'לא נמצא ארנק בדפדפן',
    noWalletHint: 'יש להתקין תוסף ארנק בדפדפן הזה ולטעון מחדש את הדף.',
    retry: 'לנסות שוב',
    allWallets: 'כל הארנקים',
    walletConnect: 'דרך WalletConnect',
    walletCount: (count: number) => (count > 10 ? `מעל ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `לא ניתן להתחבר ל-${name}`,
    tags: {
      recent: 'אחרון',
      injected: 'מותקן',
    },
  },
  snackbar: {
    dismiss: 'סגירה',
  },
}
