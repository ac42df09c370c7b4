import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the account name views; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: '名称',
  rules: '仅限字母、数字和连字符；至少 4 个字符。',
  checking: '正在检查名称…',
  suggestionsLabel: '推荐名称',
  available: '可用',
  unavailable: '已被占用',
  taken: (name: string) => `${name} 已被占用`,
  register: '注册名称',
  signing: '请在钱包中签名消息…',
  registering: '正在注册…',
  success: (name: string) => `${name} 现在归您所有`,
  successHint: '您的账户现在显示此名称，而不是地址。',
  done: '完成',
}
