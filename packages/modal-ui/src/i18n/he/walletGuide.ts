import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the curated wallet list and its guide views; they load with the Connect view once
 * Hebrew is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'ארנקים פופולריים',
  get: 'להורדה',
  getWallet: (name: string) => `הורדת ${name}`,
  whatIsAWallet: 'מה זה ארנק?',
  getAWallet: 'השגת ארנק',
  newToWallets: 'חדשים בעולם הארנקים?',
  learnMore: 'מידע נוסף',
  about: [
    {
      title: 'המפתחות שלך, החשבון שלך',
      text: "ארנק שומר את המפתחות לחשבונות שלך בבלוקצ'יין. בעזרתו שולחים, מקבלים ומחזיקים טוקנים ופריטי אספנות, ואף אחד אחר לא יכול להזיז אותם.",
    },
    {
      title: 'התחברות בלי סיסמה',
      text: 'במקום אימייל וסיסמה, האתר הזה מבקש מהארנק שלך לאשר שהחשבון שייך לך.',
    },
    {
      title: 'הקמה בחינם',
      text: 'יצירת ארנק לא עולה כלום. מתקינים ארנק, רושמים את ביטוי השחזור שלו ושומרים אותו במקום לא מקוון.',
    },
  ],
  pickOne: 'יש לבחור ארנק להתקנה. אחרי שהוא מוגדר, אפשר לחזור לכאן ולהתחבר.',
  desktopTitle: 'במחשב הזה',
  desktopText: (name: string) => `יש להוסיף את ${name} לדפדפן ולטעון מחדש את הדף.`,
  addToBrowser: 'הוספה לדפדפן',
  mobileTitle: 'בטלפון שלך',
  mobileText: (name: string) => `יש להתקין את האפליקציה ${name} ולסרוק בעזרתה את הקוד שלמטה.`,
  mobileTextNoRelay: (name: string) => `יש להתקין את האפליקציה ${name} בטלפון.`,
  appStore: 'ב-App Store',
  googlePlay: 'ב-Google Play',
  website: 'לאתר',
  scanTitle: (name: string) => `${name} כבר מותקן בטלפון שלך?`,
  installedTag: 'מותקן',
}
