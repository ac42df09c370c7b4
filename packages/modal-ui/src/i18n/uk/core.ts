import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Ukrainian catalogue (loaded only when Ukrainian is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('uk')
 */
export const uk: CoreMessages = {
  shell: {
    close: 'Закрити',
    back: 'Назад',
    loading: 'Завантаження',
  },
  connectButton: {
    connect: 'Підключити гаманець',
    connecting: 'Підключення…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', акаунт',
  },
  titles: {
    Connect: 'Підключити гаманець',
    Account: 'Акаунт',
    Activity: 'Активність',
    SIWXSignMessage: 'Вхід',
    UnsupportedChain: 'Зміна мережі',
    ApproveTransaction: 'Підтвердження запиту',
    Send: 'Надіслати',
    Networks: 'Мережі',
    Swap: 'Обмін',
    Receive: 'Отримати',
    SwapPreview: 'Перевірка обміну',
    SendPreview: 'Перевірка надсилання',
    AllWallets: 'Усі гаманці',
    ConnectingExternal: 'Підключення',
    ConnectingWalletConnect: 'Підключення через WalletConnect',
    ConnectingWalletConnectBasic: 'Через WalletConnect',
    OnRamp: 'Купити криптовалюту',
    RegisterAccountName: 'Вибір імені',
    RegisterAccountNameSuccess: 'Ім’я зареєстровано',
    EmailLogin: 'Вхід через email',
    EmailOtp: 'Підтвердження email',
    ConnectingFarcaster: 'Вхід через Farcaster',
  },
  connect: {
    walletsLabel: 'Гаманці в браузері',
    connecting: 'Підключення…',
    connectingTo: (name: string) => `Підключення до ${name}…`,
    noWallet: 'Гаманець у браузері не знайдено',
    noWalletHint: 'Установіть розширення-гаманець у цей браузер і перезавантажте сторінку.',
    retry: 'Спробувати ще раз',
    allWallets: 'Усі гаманці',
    walletConnect: 'Через WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Не вдалося підключитися до ${name}`,
    tags: {
      recent: 'Нещодавній',
      injected: 'Установлено',
    },
  },
  snackbar: {
    dismiss: 'Приховати',
  },
}
