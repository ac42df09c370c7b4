import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Account view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'نسخ العنوان',
  copied: 'تم نسخ العنوان',
  balanceLabel: 'الرصيد',
  disconnect: 'قطع الاتصال',
  disconnecting: 'جارٍ قطع الاتصال…',
  balanceUnavailable: 'الرصيد غير متاح',
  actionsLabel: 'إجراءات الحساب',
  send: 'إرسال',
  swap: 'مبادلة',
  receive: 'استلام',
  buy: 'شراء',
  chooseName: 'اختيار اسم',
  tokensLabel: 'الرموز',
  tokensEmpty: 'لا توجد رموز على هذه الشبكة بعد',
  tokensLoading: 'جارٍ تحميل الرموز',
  exportWallet: 'تصدير المحفظة',
  exporting: 'جارٍ التصدير…',
}
