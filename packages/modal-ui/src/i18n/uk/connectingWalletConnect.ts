import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the WalletConnect views; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) =>
    `${name} підключається через WalletConnect, але в цьому застосунку його не налаштовано.`,
  hint: 'Натомість виберіть гаманець, установлений у цьому браузері.',
  preparing: 'Підготовка підключення…',
  qrLabel: 'Посилання WalletConnect у вигляді QR-коду',
  scan: 'Скануйте гаманцем із WalletConnect',
  scanWith: (name: string) => `Скануйте в ${name}`,
  hintScan: 'Відкрийте гаманець на телефоні, відскануйте код і підтвердьте підключення.',
  openMobile: 'Відкрити на телефоні',
  openDesktop: 'Відкрити програму для комп’ютера',
  openWeb: 'Відкрити вебверсію',
  copy: 'Копіювати посилання',
  copied: 'Посилання скопійовано',
  copyFailed: 'Не вдалося скопіювати посилання',
}
