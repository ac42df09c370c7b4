import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Alamat email',
  placeholder: 'budi@example.org',
  continue: 'Lanjutkan',
  socialsLabel: 'Masuk dengan',
  continueWith: (provider: string) => `Lanjutkan dengan ${provider}`,
  approveDevice: 'Setujui perangkat ini',
  approveDeviceHint: (email: string) =>
    `Kami mengirim tautan ke ${email}. Buka tautan itu untuk menyetujui perangkat ini; tampilan ini akan berlanjut sendiri.`,
  waiting: 'Menunggu persetujuan…',
  codeSent: (email: string) => `Masukkan kode 6 digit yang kami kirim ke ${email}.`,
  codeLabel: 'Kode dari email',
  checking: 'Memeriksa kode…',
  noCode: 'Tidak menerima kode?',
  resend: 'Kirim ulang',
  resent: 'Kode baru sedang dikirim',
  passkey: 'Lanjutkan dengan kunci sandi',
  passkeyHint: 'Gunakan kunci sandi Anda di panel dompet di bawah.',
  passkeyCancel: 'Gunakan metode lain',
}
