import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Sign In view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} muốn bạn đăng nhập`,
  appFallback: 'Ứng dụng này',
  explanation: 'Ký một tin nhắn để chứng minh bạn sở hữu ví này. Việc này không gửi giao dịch và không tốn phí gas.',
  sign: 'Ký',
  signing: 'Đang chờ chữ ký…',
  cancel: 'Hủy',
}
