import type { Messages } from '../en/core.js'

/**
 * Russian messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Эл. почта',
  placeholder: 'ivan@example.org',
  continue: 'Продолжить',
  socialsLabel: 'Войти через',
  continueWith: (provider: string) => `Продолжить через ${provider}`,
  approveDevice: 'Подтвердите это устройство',
  approveDeviceHint: (email: string) =>
    `Мы отправили ссылку на ${email}. Откройте её, чтобы подтвердить это устройство; дальше всё продолжится само.`,
  waiting: 'Ожидание подтверждения…',
  codeSent: (email: string) => `Введите 6-значный код, который мы отправили на ${email}.`,
  codeLabel: 'Код из письма',
  checking: 'Проверка кода…',
  noCode: 'Нет кода?',
  resend: 'Отправить ещё раз',
  resent: 'Новый код уже в пути',
  passkey: 'Продолжить с ключом доступа',
  passkeyHint: 'Используйте ключ доступа в окне кошелька ниже.',
  passkeyCancel: 'Выбрать другой способ',
}
