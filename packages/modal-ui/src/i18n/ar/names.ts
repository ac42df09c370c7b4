import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the account name views; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'الاسم',
  rules: 'حروف وأرقام وشرطات؛ 4 أحرف على الأقل.',
  checking: 'جارٍ التحقّق من الاسم…',
  suggestionsLabel: 'أسماء مقترحة',
  available: 'متاح',
  unavailable: 'محجوز',
  taken: (name: string) => `الاسم ${name} محجوز بالفعل`,
  register: 'تسجيل الاسم',
  signing: 'وقّع الرسالة في محفظتك…',
  registering: 'جارٍ التسجيل…',
  success: (name: string) => `أصبح ${name} ملكك`,
  successHint: 'يعرض حسابك الآن هذا الاسم بدلًا من العنوان.',
  done: 'تم',
}
