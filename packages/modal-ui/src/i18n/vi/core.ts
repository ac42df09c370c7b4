import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Vietnamese catalogue (loaded only when Vietnamese is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('vi')
 */
export const vi: CoreMessages = {
  shell: {
    close: 'Đóng',
    back: 'Quay lại',
    loading: 'Đang tải',
  },
  connectButton: {
    connect: 'Kết nối ví',
    connecting: 'Đang kết nối…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', tài khoản',
  },
  titles: {
    Connect: 'Kết nối ví',
    Account: 'Tài khoản',
    Activity: 'Hoạt động',
    SIWXSignMessage: 'Đăng nhập',
    UnsupportedChain: 'Chuyển mạng',
    ApproveTransaction: 'Phê duyệt yêu cầu',
    Send: 'Gửi',
    Networks: 'Mạng',
    Swap: 'Hoán đổi',
    Receive: 'Nhận',
    SwapPreview: 'Xem lại giao dịch hoán đổi',
    SendPreview: 'Xem lại giao dịch gửi',
    AllWallets: 'Tất cả ví',
    ConnectingExternal: 'Đang kết nối',
    ConnectingWalletConnect: 'Kết nối bằng WalletConnect',
    ConnectingWalletConnectBasic: 'Qua WalletConnect',
    OnRamp: 'Mua tiền mã hóa',
    RegisterAccountName: 'Chọn tên',
    RegisterAccountNameSuccess: 'Đã đăng ký tên',
    EmailLogin: 'Tiếp tục bằng email',
    EmailOtp: 'Xác nhận email',
    ConnectingFarcaster: 'Đăng nhập bằng Farcaster',
  },
  connect: {
    walletsLabel: 'Ví trình duyệt',
    connecting: 'Đang kết nối…',
    connectingTo: (name: string) => `Đang kết nối với ${name}…`,
    noWallet: 'Không tìm thấy ví trình duyệt',
    noWalletHint: 'Hãy cài một tiện ích ví trong trình duyệt này rồi tải lại trang.',
    retry: 'Thử lại',
    allWallets: 'Tất cả ví',
    walletConnect: 'Qua WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Không kết nối được với ${name}`,
    tags: {
      recent: 'Gần đây',
      injected: 'Đã cài',
    },
  },
  snackbar: {
    dismiss: 'Đóng',
  },
}
