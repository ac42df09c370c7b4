import type { Messages } from '../en/core.js'

/**
 * Malay messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-mel',
  placeholder: 'siti@example.org',
  continue: 'Teruskan',
  socialsLabel: 'Log masuk dengan',
  continueWith: (provider: string) => `Teruskan dengan ${provider}`,
  approveDevice: 'Luluskan peranti ini',
  approveDeviceHint: (email: string) =>
    `Kami telah menghantar pautan ke ${email}. Bukanya untuk meluluskan peranti ini; paparan ini akan diteruskan dengan sendirinya.`,
  waiting: 'Menunggu kelulusan…',
  codeSent: (email: string) => `Masukkan kod 6 digit yang kami hantar ke ${email}.`,
  codeLabel: 'Kod daripada e-mel',
  checking: 'Menyemak kod…',
  noCode: 'Tiada kod?',
  resend: 'Hantar semula',
  resent: 'Kod baharu sedang dihantar',
  passkey: 'Teruskan dengan kunci laluan',
  passkeyHint: 'Gunakan kunci laluan anda dalam panel dompet di bawah.',
  passkeyCancel: 'Guna kaedah lain',
}
