import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Địa chỉ email',
  placeholder: 'ban@example.vn',
  continue: 'Tiếp tục',
  socialsLabel: 'Đăng nhập bằng',
  continueWith: (provider: string) => `Tiếp tục bằng ${provider}`,
  approveDevice: 'Phê duyệt thiết bị này',
  approveDeviceHint: (email: string) =>
    `Chúng tôi đã gửi một liên kết đến ${email}. Mở liên kết để phê duyệt thiết bị này; màn hình này sẽ tự tiếp tục.`,
  waiting: 'Đang chờ phê duyệt…',
  codeSent: (email: string) => `Nhập mã 6 chữ số chúng tôi đã gửi đến ${email}.`,
  codeLabel: 'Mã trong email',
  checking: 'Đang kiểm tra mã…',
  noCode: 'Chưa nhận được mã?',
  resend: 'Gửi lại',
  resent: 'Mã mới đang được gửi đến bạn',
  passkey: 'Tiếp tục bằng khóa truy cập',
  passkeyHint: 'Dùng khóa truy cập của bạn trong khung ví bên dưới.',
  passkeyCancel: 'Dùng cách khác',
}
