import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the account name views; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Tên',
  rules: 'Chữ cái, chữ số và dấu gạch ngang; ít nhất 4 ký tự.',
  checking: 'Đang kiểm tra tên…',
  suggestionsLabel: 'Tên gợi ý',
  available: 'Còn trống',
  unavailable: 'Đã có người dùng',
  taken: (name: string) => `${name} đã có người dùng`,
  register: 'Đăng ký tên',
  signing: 'Hãy ký tin nhắn trong ví của bạn…',
  registering: 'Đang đăng ký…',
  success: (name: string) => `${name} giờ là của bạn`,
  successHint: 'Tài khoản của bạn giờ hiển thị tên này thay cho địa chỉ.',
  done: 'Xong',
}
