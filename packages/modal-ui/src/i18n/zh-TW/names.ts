import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the account name views; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: '名稱',
  rules: '僅限英文字母、數字和連字號；至少 4 個字元。',
  checking: '正在檢查名稱…',
  suggestionsLabel: '建議名稱',
  available: '可使用',
  unavailable: '已被使用',
  taken: (name: string) => `${name} 已被使用`,
  register: '註冊名稱',
  signing: '請在錢包中簽署訊息…',
  registering: '正在註冊…',
  success: (name: string) => `${name} 現在屬於你了`,
  successHint: '你的帳戶現在會顯示這個名稱，而不是地址。',
  done: '完成',
}
