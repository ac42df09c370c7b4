import type { Messages } from '../en/core.js'

/**
 * Arabic texts of the alert bar; they load with the rest of the Arabic texts once Arabic is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'الشبكة غير موجودة',
    body: 'الشبكة المطلوبة ليست من الشبكات التي يدعمها هذا التطبيق.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'إعدادات التطبيق غير صالحة',
    body: 'أصل هذا الموقع ليس في قائمة السماح الخاصة بالمشروع، أو تعذّر تحميل المحفظة المضمّنة. أضف الأصل إلى النطاقات المسموح بها في المشروع، ثم أعد تحميل الصفحة.',
  },
  SESSION_EXPIRED: {
    title: 'انتهت صلاحية الجلسة',
    body: 'الجلسة ليست صالحة بعد، وهذا يعني عادةً أن ساعة هذا الجهاز غير مضبوطة. تحقّق من إعدادات التاريخ والوقت، ثم أعد ربط محفظتك.',
  },
  INVALID_PROJECT_ID: {
    title: 'معرّف المشروع غير صالح',
    body: 'رفضت الخدمة معرّف المشروع. تحقّق من الخيار `projectId` المُمرَّر إلى `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'لم يتم إعداد معرّف المشروع',
    body: 'لم يُحدَّد معرّف للمشروع، لذا لا تُستخدم الخدمات التي تحتاج إليه. مرّر `projectId` إلى `initModal` لاستخدامها.',
  },
  close: 'إخفاء',
}
