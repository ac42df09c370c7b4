import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: '電郵',
  placeholder: 'name@example.hk',
  continue: '繼續',
  socialsLabel: '登入方式',
  continueWith: (provider: string) => `以 ${provider} 繼續`,
  approveDevice: '批准此裝置',
  approveDeviceHint: (email: string) => `我們已將連結傳送到 ${email}。開啟連結即可批准此裝置，此畫面會自動繼續。`,
  waiting: '正在等候批准…',
  codeSent: (email: string) => `請輸入我們傳送到 ${email} 的 6 位數驗證碼。`,
  codeLabel: '電郵內的驗證碼',
  checking: '正在核對驗證碼…',
  noCode: '收不到驗證碼？',
  resend: '重新傳送',
  resent: '新的驗證碼已傳送',
  passkey: '以密碼匙繼續',
  passkeyHint: '請在下方錢包面板使用你的密碼匙。',
  passkeyCancel: '使用其他方式',
}
