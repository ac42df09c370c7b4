import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Russian catalogue (loaded only when Russian is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('ru')
 */
export const ru: CoreMessages = {
  shell: {
    close: 'Закрыть',
    back: 'Назад',
    loading: 'Загрузка',
  },
  connectButton: {
    connect: 'Подключить кошелёк',
    connecting: 'Подключение…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', аккаунт',
  },
  titles: {
    Connect: 'Подключить кошелёк',
    Account: 'Аккаунт',
    Activity: 'Активность',
    SIWXSignMessage: 'Вход',
    UnsupportedChain: 'Смена сети',
    ApproveTransaction: 'Подтверждение запроса',
    Send: 'Отправить',
    Networks: 'Сети',
    Swap: 'Обмен',
    Receive: 'Получить',
    SwapPreview: 'Проверка обмена',
    SendPreview: 'Проверка отправки',
    AllWallets: 'Все кошельки',
    ConnectingExternal: 'Подключение',
    ConnectingWalletConnect: 'Подключение через WalletConnect',
    ConnectingWalletConnectBasic: 'Через WalletConnect',
    OnRamp: 'Купить криптовалюту',
    RegisterAccountName: 'Выбор имени',
    RegisterAccountNameSuccess: 'Имя зарегистрировано',
    EmailLogin: 'Вход по email',
    EmailOtp: 'Подтверждение email',
    ConnectingFarcaster: 'Вход через Farcaster',
  },
  connect: {
    walletsLabel: 'Кошельки в браузере',
    connecting: 'Подключение…',
    connectingTo: (name: string) => `Подключение к ${name}…`,
    noWallet: 'Кошелёк в браузере не найден',
    noWalletHint: 'Установите расширение-кошелёк в этот браузер и перезагрузите страницу.',
    retry: 'Повторить',
    allWallets: 'Все кошельки',
    walletConnect: 'Через WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Не удалось подключиться к ${name}`,
    tags: {
      recent: 'Недавний',
      injected: 'Установлен',
    },
  },
  snackbar: {
    dismiss: 'Скрыть',
  },
}
