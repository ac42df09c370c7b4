import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'メールアドレス',
  placeholder: 'name@example.jp',
  continue: '続行',
  socialsLabel: 'ログイン方法',
  continueWith: (provider: string) => `${provider} で続行`,
  approveDevice: 'この端末を承認',
  approveDeviceHint: (email: string) =>
    `${email} にリンクを送信しました。リンクを開いてこの端末を承認してください。この画面は自動的に進みます。`,
  waiting: '承認を待っています…',
  codeSent: (email: string) => `${email} に送信した 6 桁のコードを入力してください。`,
  codeLabel: 'メールに記載のコード',
  checking: 'コードを確認しています…',
  noCode: 'コードが届きませんか？',
  resend: '再送信',
  resent: '新しいコードを送信しました',
  passkey: 'パスキーで続行',
  passkeyHint: '下のウォレットの欄でパスキーを使ってください。',
  passkeyCancel: '別の方法を使う',
}
