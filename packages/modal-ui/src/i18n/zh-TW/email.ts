import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: '電子郵件',
  placeholder: 'name@example.tw',
  continue: '繼續',
  socialsLabel: '登入方式',
  continueWith: (provider: string) => `使用 ${provider} 繼續`,
  approveDevice: '核准這部裝置',
  approveDeviceHint: (email: string) => `我們已將連結寄到 ${email}。開啟連結即可核准這部裝置，這個畫面會自動繼續。`,
  waiting: '正在等待核准…',
  codeSent: (email: string) => `請輸入我們寄到 ${email} 的 6 位數驗證碼。`,
  codeLabel: '電子郵件中的驗證碼',
  checking: '正在驗證…',
  noCode: '沒收到驗證碼？',
  resend: '重新寄送',
  resent: '新的驗證碼已寄出',
  passkey: '使用通行金鑰繼續',
  passkeyHint: '請在下方的錢包面板中使用你的通行金鑰。',
  passkeyCancel: '使用其他方式',
}
