import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the curated wallet list and its guide views; they load with the Connect view once
 * Ukrainian is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Популярні гаманці',
  get: 'Установити',
  getWallet: (name: string) => `Установити ${name}`,
  whatIsAWallet: 'Що таке гаманець?',
  getAWallet: 'Завести гаманець',
  newToWallets: 'Вперше користуєтеся гаманцем?',
  learnMore: 'Докладніше',
  about: [
    {
      title: 'Ваші ключі — ваш акаунт',
      text: 'Гаманець зберігає ключі до ваших акаунтів у блокчейні. З ним ви надсилаєте, отримуєте й зберігаєте токени та колекційні предмети, і ніхто інший не може їх перемістити.',
    },
    {
      title: 'Вхід без пароля',
      text: 'Замість email і пароля цей сайт просить ваш гаманець підтвердити, що акаунт належить вам.',
    },
    {
      title: 'Безкоштовно',
      text: 'Створення гаманця нічого не коштує. Установіть його, запишіть фразу відновлення й зберігайте її офлайн.',
    },
  ],
  pickOne: 'Виберіть гаманець для встановлення. Коли його буде налаштовано, поверніться сюди й підключіться.',
  desktopTitle: 'На цьому комп’ютері',
  desktopText: (name: string) => `Додайте ${name} до браузера, потім перезавантажте цю сторінку.`,
  addToBrowser: 'Додати до браузера',
  mobileTitle: 'На телефоні',
  mobileText: (name: string) => `Установіть застосунок ${name} і відскануйте ним код нижче.`,
  mobileTextNoRelay: (name: string) => `Установіть застосунок ${name} на телефон.`,
  appStore: 'Завантажити в App Store',
  googlePlay: 'Завантажити з Google Play',
  website: 'Сайт',
  scanTitle: (name: string) => `${name} уже є на телефоні?`,
  installedTag: 'Установлено',
}
