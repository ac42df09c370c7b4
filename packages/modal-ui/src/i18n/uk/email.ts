import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Ел. пошта',
  placeholder: 'taras@example.org',
  continue: 'Продовжити',
  socialsLabel: 'Увійти через',
  continueWith: (provider: string) => `Продовжити через ${provider}`,
  approveDevice: 'Підтвердьте цей пристрій',
  approveDeviceHint: (email: string) =>
    `Ми надіслали посилання на ${email}. Відкрийте його, щоб підтвердити цей пристрій; далі все продовжиться саме.`,
  waiting: 'Очікування підтвердження…',
  codeSent: (email: string) => `Введіть 6-значний код, який ми надіслали на ${email}.`,
  codeLabel: 'Код із листа',
  checking: 'Перевірка коду…',
  noCode: 'Немає коду?',
  resend: 'Надіслати ще раз',
  resent: 'Новий код уже в дорозі',
  passkey: 'Продовжити з ключем доступу',
  passkeyHint: 'Скористайтеся ключем доступу в панелі гаманця нижче.',
  passkeyCancel: 'Інший спосіб',
}
