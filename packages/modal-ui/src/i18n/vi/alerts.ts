import type { Messages } from '../en/core.js'

/**
 * Vietnamese texts of the alert bar; they load with the rest of the Vietnamese texts once Vietnamese is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Không tìm thấy mạng',
    body: 'Mạng được yêu cầu không nằm trong các mạng mà ứng dụng này hỗ trợ.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Cấu hình ứng dụng không hợp lệ',
    body: 'Nguồn gốc (origin) của trang web này không có trong danh sách cho phép của dự án, hoặc không tải được ví nhúng. Hãy thêm nguồn gốc này vào các tên miền được phép của dự án rồi tải lại trang.',
  },
  SESSION_EXPIRED: {
    title: 'Phiên đã hết hạn',
    body: 'Phiên chưa có hiệu lực, thường là do đồng hồ của thiết bị này bị sai. Hãy kiểm tra cài đặt ngày giờ rồi kết nối lại ví.',
  },
  INVALID_PROJECT_ID: {
    title: 'ID dự án không hợp lệ',
    body: 'Dịch vụ đã từ chối ID dự án. Hãy kiểm tra tùy chọn `projectId` truyền vào `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Chưa cấu hình ID dự án',
    body: 'Chưa đặt ID dự án nên các dịch vụ cần ID sẽ không được dùng. Hãy truyền `projectId` vào `initModal` để dùng chúng.',
  },
  close: 'Đóng',
}
