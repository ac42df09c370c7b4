import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Activity list (Account view tab and Activity view); they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'تفاصيل الحساب',
  tokens: 'الرموز',
  activity: 'النشاط',
  empty: 'لا يوجد نشاط بعد',
  partial: 'التحويلات الأخيرة فقط: هذه الشبكة لا توفر السجل الكامل',
  loading: 'جارٍ تحميل النشاط',
  more: 'تحميل المزيد',
  retry: 'إعادة المحاولة',
  transaction: 'معاملة',
  operation: (type: string) =>
    ({
      send: 'تم الإرسال',
      receive: 'تم الاستلام',
      trade: 'تمت المبادلة',
      mint: 'تم السكّ',
      approve: 'تمت الموافقة',
      execute: 'تم التنفيذ',
      deposit: 'تم الإيداع',
      withdraw: 'تم السحب',
      burn: 'تم الحرق',
    })[type] ?? type,
}
