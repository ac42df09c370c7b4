import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Receive view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'Mã QR địa chỉ của bạn',
  explanation: (network: string) => `Chỉ gửi tài sản trên ${network} đến địa chỉ này.`,
  copy: 'Sao chép địa chỉ',
  copied: 'Đã sao chép địa chỉ',
}
