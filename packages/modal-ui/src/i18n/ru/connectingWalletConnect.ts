import type { Messages } from '../en/core.js'

/**
 * Russian messages of the WalletConnect views; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} подключается через WalletConnect, но в этом приложении он не настроен.`,
  hint: 'Выберите вместо него кошелёк, установленный в этом браузере.',
  preparing: 'Подготовка подключения…',
  qrLabel: 'Ссылка WalletConnect в виде QR-кода',
  scan: 'Отсканируйте кошельком с WalletConnect',
  scanWith: (name: string) => `Отсканируйте в ${name}`,
  hintScan: 'Откройте кошелёк на телефоне, отсканируйте код и подтвердите подключение.',
  openMobile: 'Открыть на телефоне',
  openDesktop: 'Открыть приложение для компьютера',
  openWeb: 'Открыть веб-версию',
  copy: 'Копировать ссылку',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку',
}
