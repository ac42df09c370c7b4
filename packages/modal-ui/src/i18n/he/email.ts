import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'אימייל',
  placeholder: 'name@example.org',
  continue: 'המשך',
  socialsLabel: 'התחברות עם',
  continueWith: (provider: string) => `המשך עם ${provider}`,
  approveDevice: 'אישור המכשיר הזה',
  approveDeviceHint: (email: string) =>
    `שלחנו קישור אל ${email}. יש לפתוח אותו כדי לאשר את המכשיר הזה; המסך הזה ימשיך מעצמו.`,
  waiting: 'ממתין לאישור…',
  codeSent: (email: string) => `יש להזין את הקוד בן 6 הספרות ששלחנו אל ${email}.`,
  codeLabel: 'הקוד מהאימייל',
  checking: 'בודק את הקוד…',
  noCode: 'לא הגיע קוד?',
  resend: 'שליחה חוזרת',
  resent: 'קוד חדש בדרך',
  passkey: 'המשך עם מפתח גישה',
  passkeyHint: 'השתמשו במפתח הגישה שלכם בחלונית הארנק שלמטה.',
  passkeyCancel: 'שימוש בשיטה אחרת',
}
