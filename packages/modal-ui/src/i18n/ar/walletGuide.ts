import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the curated wallet list and its guide views; they load with the Connect view once
 * Arabic is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'محافظ شائعة',
  get: 'احصل عليها',
  getWallet: (name: string) => `احصل على ${name}`,
  whatIsAWallet: 'ما هي المحفظة؟',
  getAWallet: 'احصل على محفظة',
  newToWallets: 'جديد في عالم المحافظ؟',
  learnMore: 'اعرف المزيد',
  about: [
    {
      title: 'مفاتيحك، حسابك',
      text: 'تحفظ المحفظة مفاتيح حساباتك على سلسلة الكتل. بها ترسل الرموز والمقتنيات الرقمية وتستلمها وتحتفظ بها، ولا يستطيع أحد غيرك تحريكها.',
    },
    {
      title: 'تسجيل الدخول بلا كلمة مرور',
      text: 'بدلًا من البريد الإلكتروني وكلمة المرور، يطلب هذا الموقع من محفظتك أن تؤكّد أن الحساب لك.',
    },
    {
      title: 'إعداد مجاني',
      text: 'إنشاء المحفظة لا يكلّف شيئًا. ثبّت واحدة، واكتب عبارة الاسترداد الخاصة بها، واحفظها في مكان غير متصل بالإنترنت.',
    },
  ],
  pickOne: 'اختر محفظة لتثبيتها. بعد إعدادها، عُد إلى هنا واتصل.',
  desktopTitle: 'على هذا الكمبيوتر',
  desktopText: (name: string) => `أضف ${name} إلى متصفحك، ثم أعد تحميل هذه الصفحة.`,
  addToBrowser: 'إضافة إلى المتصفح',
  mobileTitle: 'على هاتفك',
  mobileText: (name: string) => `ثبّت تطبيق ${name}، ثم امسح به الرمز أدناه.`,
  mobileTextNoRelay: (name: string) => `ثبّت تطبيق ${name} على هاتفك.`,
  appStore: 'التنزيل من App Store',
  googlePlay: 'التنزيل من Google Play',
  website: 'الموقع الإلكتروني',
  scanTitle: (name: string) => `هل لديك ${name} على هاتفك؟`,
  installedTag: 'مثبّتة',
}
