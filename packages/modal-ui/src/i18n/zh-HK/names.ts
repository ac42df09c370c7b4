import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the account name views; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: '名稱',
  rules: '只可使用英文字母、數字和連字號；最少 4 個字元。',
  checking: '正在檢查名稱…',
  suggestionsLabel: '建議名稱',
  available: '可以使用',
  unavailable: '已被使用',
  taken: (name: string) => `${name} 已被使用`,
  register: '登記名稱',
  signing: '請在錢包內簽署訊息…',
  registering: '正在登記…',
  success: (name: string) => `${name} 已屬於你`,
  successHint: '你的帳戶現會顯示此名稱，而非地址。',
  done: '完成',
}
