import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Farcaster view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Mã QR của liên kết đăng nhập Farcaster',
  scan: 'Quét bằng điện thoại',
  hint: 'Mở máy ảnh trên điện thoại và phê duyệt đăng nhập trong Farcaster.',
  openHere: 'Mở Farcaster trên thiết bị này',
  connecting: 'Đang kết nối…',
  noLink: 'Chưa bắt đầu đăng nhập Farcaster. Hãy quay lại và thử lại.',
}
