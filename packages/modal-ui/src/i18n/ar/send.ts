import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Send and Send preview views; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'الرمز',
  amountLabel: 'المبلغ',
  max: 'الحد الأقصى',
  available: (amount: string, symbol: string) => `المتاح: ${amount} ${symbol}`,
  receiverLabel: 'إلى',
  receiverPlaceholder: 'العنوان (0x… أو Solana)',
  review: 'مراجعة',
  noTokens: 'لا يوجد ما يمكن إرساله على هذه الشبكة',
  sending: 'جارٍ الإرسال…',
  confirm: 'إرسال',
  cancel: 'إلغاء',
  previewAmount: 'المبلغ المُرسَل',
  previewTo: 'إلى',
  previewNetwork: 'الشبكة',
  previewFee: 'رسوم الشبكة (تقديرية)',
  feeUnknown: 'جارٍ التقدير…',
  feeUnavailable: 'غير معروفة',
}
