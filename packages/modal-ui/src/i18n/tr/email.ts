import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-posta',
  placeholder: 'ayse@example.org',
  continue: 'Devam et',
  socialsLabel: 'Şununla giriş yapın',
  continueWith: (provider: string) => `${provider} ile devam et`,
  approveDevice: 'Bu cihazı onaylayın',
  approveDeviceHint: (email: string) =>
    `${email} adresine bir bağlantı gönderdik. Bu cihazı onaylamak için bağlantıyı açın; bu ekran kendiliğinden devam eder.`,
  waiting: 'Onay bekleniyor…',
  codeSent: (email: string) => `${email} adresine gönderdiğimiz 6 haneli kodu girin.`,
  codeLabel: 'E-postadaki kod',
  checking: 'Kod kontrol ediliyor…',
  noCode: 'Kod gelmedi mi?',
  resend: 'Tekrar gönder',
  resent: 'Yeni kod yolda',
  passkey: 'Geçiş anahtarıyla devam et',
  passkeyHint: 'Aşağıdaki cüzdan panelinde geçiş anahtarınızı kullanın.',
  passkeyCancel: 'Başka bir yöntem kullan',
}
