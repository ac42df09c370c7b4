import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Farcaster view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'رابط تسجيل الدخول إلى Farcaster كرمز QR',
  scan: 'امسح الرمز بهاتفك',
  hint: 'افتح الكاميرا في هاتفك ووافق على تسجيل الدخول في Farcaster.',
  openHere: 'فتح Farcaster على هذا الجهاز',
  connecting: 'جارٍ الاتصال…',
  noLink: 'لم يبدأ تسجيل الدخول عبر Farcaster. ارجع وحاول مرة أخرى.',
}
