import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Connecting (browser wallet) view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `Tiếp tục trong ${name}`,
  hint: 'Chấp nhận yêu cầu kết nối trong ví của bạn.',
  noWallet: 'Chưa chọn ví nào. Hãy quay lại và chọn một ví.',
}
