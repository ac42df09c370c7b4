import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'البريد الإلكتروني',
  placeholder: 'name@example.org',
  continue: 'متابعة',
  socialsLabel: 'تسجيل الدخول باستخدام',
  continueWith: (provider: string) => `المتابعة باستخدام ${provider}`,
  approveDevice: 'الموافقة على هذا الجهاز',
  approveDeviceHint: (email: string) =>
    `أرسلنا رابطًا إلى ${email}. افتحه للموافقة على هذا الجهاز، وستتابع هذه الصفحة تلقائيًا.`,
  waiting: 'في انتظار الموافقة…',
  codeSent: (email: string) => `أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى ${email}.`,
  codeLabel: 'الرمز الوارد في البريد',
  checking: 'جارٍ التحقّق من الرمز…',
  noCode: 'لم يصلك الرمز؟',
  resend: 'إعادة الإرسال',
  resent: 'رمز جديد في الطريق إليك',
  passkey: 'المتابعة بمفتاح المرور',
  passkeyHint: 'استخدم مفتاح المرور في لوحة المحفظة أدناه.',
  passkeyCancel: 'استخدام طريقة أخرى',
}
