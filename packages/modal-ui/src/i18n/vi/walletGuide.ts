import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the curated wallet list and its guide views; they load with the Connect view once
 * Vietnamese is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'Tải Rabby'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Ví phổ biến',
  get: 'Tải',
  getWallet: (name: string) => `Tải ${name}`,
  whatIsAWallet: 'Ví là gì?',
  getAWallet: 'Tải một ví',
  newToWallets: 'Mới dùng ví?',
  learnMore: 'Tìm hiểu thêm',
  about: [
    {
      title: 'Khóa của bạn, tài khoản của bạn',
      text: 'Ví giữ khóa cho các tài khoản của bạn trên blockchain. Với ví, bạn gửi, nhận và nắm giữ token cùng đồ sưu tầm, và không ai khác có thể di chuyển chúng.',
    },
    {
      title: 'Đăng nhập không cần mật khẩu',
      text: 'Thay vì email và mật khẩu, trang web này yêu cầu ví của bạn xác nhận rằng tài khoản là của bạn.',
    },
    {
      title: 'Thiết lập miễn phí',
      text: 'Tạo ví không mất phí. Hãy cài một ví, ghi lại cụm từ khôi phục và cất giữ ở nơi ngoại tuyến.',
    },
  ],
  pickOne: 'Chọn một ví để cài đặt. Khi đã thiết lập xong, hãy quay lại đây và kết nối.',
  desktopTitle: 'Trên máy tính này',
  desktopText: (name: string) => `Thêm ${name} vào trình duyệt rồi tải lại trang này.`,
  addToBrowser: 'Thêm vào trình duyệt',
  mobileTitle: 'Trên điện thoại của bạn',
  mobileText: (name: string) => `Cài ứng dụng ${name} rồi dùng nó quét mã bên dưới.`,
  mobileTextNoRelay: (name: string) => `Cài ứng dụng ${name} trên điện thoại của bạn.`,
  appStore: 'Tải trên App Store',
  googlePlay: 'Tải trên Google Play',
  website: 'Trang web',
  scanTitle: (name: string) => `Đã có ${name} trên điện thoại?`,
  installedTag: 'Đã cài',
}
