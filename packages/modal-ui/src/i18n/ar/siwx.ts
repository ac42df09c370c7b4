import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Sign In view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `يطلب ${appName} منك تسجيل الدخول`,
  appFallback: 'هذا التطبيق',
  explanation: 'توقيع الرسالة يثبت أنك تملك هذه المحفظة. لا يُرسل أي معاملة ولا يكلّف أي رسوم غاز.',
  sign: 'توقيع',
  signing: 'في انتظار التوقيع…',
  cancel: 'إلغاء',
}
