import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the WalletConnect views; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `تتصل ${name} عبر WalletConnect، وهو غير مُعدّ في هذا التطبيق.`,
  hint: 'اختر بدلًا من ذلك محفظة مثبّتة في هذا المتصفح.',
  preparing: 'جارٍ تجهيز الاتصال…',
  qrLabel: 'رابط WalletConnect كرمز QR',
  scan: 'امسح الرمز بمحفظة تدعم WalletConnect',
  scanWith: (name: string) => `امسح الرمز باستخدام ${name}`,
  hintScan: 'افتح المحفظة على هاتفك، وامسح الرمز، ثم وافق على الاتصال.',
  openMobile: 'فتح على الهاتف',
  openDesktop: 'فتح تطبيق سطح المكتب',
  openWeb: 'فتح تطبيق الويب',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط',
  copyFailed: 'تعذّر نسخ الرابط',
}
