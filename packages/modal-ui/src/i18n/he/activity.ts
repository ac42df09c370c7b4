import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Activity list (Account view tab and Activity view); they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'פרטי החשבון',
  tokens: 'טוקנים',
  activity: 'פעילות',
  empty: 'עדיין אין פעילות',
  partial: 'העברות אחרונות בלבד: רשת זו אינה מספקת את ההיסטוריה המלאה',
  loading: 'טוען פעילות',
  more: 'טעינת עוד',
  retry: 'לנסות שוב',
  transaction: 'עסקה',
  operation: (type: string) =>
    ({
      send: 'נשלח',
      receive: 'התקבל',
      trade: 'הומר',
      mint: 'הוטבע',
      approve: 'אושר',
      execute: 'בוצע',
      deposit: 'הופקד',
      withdraw: 'נמשך',
      burn: 'נשרף',
    })[type] ?? type,
}
