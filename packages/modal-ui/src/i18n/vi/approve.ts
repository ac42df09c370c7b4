import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Approve Request view; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Ứng dụng này',
  heading: (appName: string, action: string) => `${appName} yêu cầu ví của bạn ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'ký một tin nhắn',
      eth_signTypedData_v4: 'ký dữ liệu có cấu trúc',
      eth_sendTransaction: 'gửi một giao dịch',
      eth_sendUserOperation: 'gửi một thao tác người dùng',
      wallet_sendCalls: 'gửi một loạt lệnh gọi',
      wallet_grantPermissions: 'cấp quyền',
      wallet_revokePermissions: 'thu hồi quyền',
      solana_signMessage: 'ký một tin nhắn',
      solana_signTransaction: 'ký một giao dịch',
      solana_signAllTransactions: 'ký các giao dịch',
      solana_signAndSendTransaction: 'ký và gửi một giao dịch',
    })[method] ?? `gọi ${method}`,
  explanation: 'Phê duyệt để chuyển yêu cầu này đến ví của bạn, nơi bạn xác nhận nó. Từ chối để hủy.',
  more: (count: number) => `Còn ${count} yêu cầu khác đang chờ`,
  approve: 'Phê duyệt',
  reject: 'Từ chối',
}
