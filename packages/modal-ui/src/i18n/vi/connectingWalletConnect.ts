import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the WalletConnect views; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} kết nối qua WalletConnect, nhưng ứng dụng này chưa thiết lập WalletConnect.`,
  hint: 'Hãy chọn một ví đã cài trong trình duyệt này.',
  preparing: 'Đang chuẩn bị kết nối…',
  qrLabel: 'Mã QR của liên kết WalletConnect',
  scan: 'Quét bằng ví hỗ trợ WalletConnect',
  scanWith: (name: string) => `Quét bằng ${name}`,
  hintScan: 'Mở ví trên điện thoại, quét mã và phê duyệt kết nối.',
  openMobile: 'Mở trên điện thoại',
  openDesktop: 'Mở ứng dụng máy tính',
  openWeb: 'Mở ứng dụng web',
  copy: 'Sao chép liên kết',
  copied: 'Đã sao chép liên kết',
  copyFailed: 'Không sao chép được liên kết',
}
