import type { Messages } from '../en/core.js'

/**
 * Russian messages of the curated wallet list and its guide views; they load with the Connect view once
 * Russian is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Популярные кошельки',
  get: 'Установить',
  getWallet: (name: string) => `Установить ${name}`,
  whatIsAWallet: 'Что такое кошелёк?',
  getAWallet: 'Завести кошелёк',
  newToWallets: 'Впервые пользуетесь кошельком?',
  learnMore: 'Подробнее',
  about: [
    {
      title: 'Ваши ключи — ваш аккаунт',
      text: 'Кошелёк хранит ключи к вашим аккаунтам в блокчейне. С ним вы отправляете, получаете и храните токены и коллекционные предметы, и никто другой не может их переместить.',
    },
    {
      title: 'Вход без пароля',
      text: 'Вместо email и пароля этот сайт просит ваш кошелёк подтвердить, что аккаунт принадлежит вам.',
    },
    {
      title: 'Бесплатно',
      text: 'Создать кошелёк ничего не стоит. Установите его, запишите фразу восстановления и храните её офлайн.',
    },
  ],
  pickOne: 'Выберите кошелёк для установки. Когда он будет настроен, вернитесь сюда и подключитесь.',
  desktopTitle: 'На этом компьютере',
  desktopText: (name: string) => `Добавьте ${name} в браузер, затем перезагрузите эту страницу.`,
  addToBrowser: 'Добавить в браузер',
  mobileTitle: 'На телефоне',
  mobileText: (name: string) => `Установите приложение ${name} и отсканируйте им код ниже.`,
  mobileTextNoRelay: (name: string) => `Установите приложение ${name} на телефон.`,
  appStore: 'Скачать в App Store',
  googlePlay: 'Скачать в Google Play',
  website: 'Сайт',
  scanTitle: (name: string) => `${name} уже есть на телефоне?`,
  installedTag: 'Установлен',
}
