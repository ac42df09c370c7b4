import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: '邮箱',
  placeholder: 'name@example.cn',
  continue: '继续',
  socialsLabel: '登录方式',
  continueWith: (provider: string) => `使用 ${provider} 继续`,
  approveDevice: '批准此设备',
  approveDeviceHint: (email: string) => `我们已向 ${email} 发送了一个链接。打开链接即可批准此设备，此页面会自动继续。`,
  waiting: '正在等待批准…',
  codeSent: (email: string) => `请输入我们发送到 ${email} 的 6 位验证码。`,
  codeLabel: '邮件中的验证码',
  checking: '正在验证…',
  noCode: '没有收到验证码？',
  resend: '重新发送',
  resent: '新的验证码已发送',
  passkey: '使用通行密钥继续',
  passkeyHint: '请在下方的钱包面板中使用你的通行密钥。',
  passkeyCancel: '使用其他方式',
}
