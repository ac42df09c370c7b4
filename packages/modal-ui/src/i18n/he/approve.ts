import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Approve Request view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'האפליקציה הזו',
  heading: (appName: string, action: string) => `${appName} מבקשת מהארנק שלך ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'לחתום על הודעה',
      eth_signTypedData_v4: 'לחתום על נתונים מובנים',
      eth_sendTransaction: 'לשלוח עסקה',
      eth_sendUserOperation: 'לשלוח פעולת משתמש',
      wallet_sendCalls: 'לשלוח אצווה של קריאות',
      wallet_grantPermissions: 'להעניק הרשאות',
      wallet_revokePermissions: 'לבטל הרשאות',
      solana_signMessage: 'לחתום על הודעה',
      solana_signTransaction: 'לחתום על עסקה',
      solana_signAllTransactions: 'לחתום על עסקאות',
      solana_signAndSendTransaction: 'לחתום על עסקה ולשלוח אותה',
    })[method] ?? `לקרוא ל-${method}`,
  explanation: 'אישור מעביר את הבקשה לארנק שלך, ושם מאשרים אותה סופית. דחייה מבטלת אותה.',
  more: (count: number) =>
    new Intl.PluralRules('he').select(count) === 'one' ? 'בקשה נוספת אחת ממתינה' : `${count} בקשות נוספות ממתינות`,
  approve: 'אישור',
  reject: 'דחייה',
}
