import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Swap and Swap preview views; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'تدفع',
  to: 'تستلم',
  amountLabel: 'المبلغ المطلوب دفعه',
  quoting: 'جارٍ الحصول على عرض سعر…',
  approve: (symbol: string) => `الموافقة على ${symbol}`,
  approving: 'في انتظار الموافقة…',
  approvalHint: (symbol: string) => `يحتاج عقد المبادلة أولًا إلى إذنك لإنفاق ${symbol}.`,
  review: 'مراجعة المبادلة',
  confirm: 'مبادلة',
  swapping: 'جارٍ المبادلة…',
  slippage: 'أقصى انزلاق للسعر',
  network: 'الشبكة',
  loading: 'جارٍ تحميل الرموز',
  route: 'المسار',
  feeTier: 'رسوم المجمّع',
  minimumReceived: 'الحد الأدنى المستلَم',
  networkFee: 'رسوم الشبكة',
}
