import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the account name views; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: '名前',
  rules: '英字、数字、ハイフンのみ。4 文字以上。',
  checking: '名前を確認しています…',
  suggestionsLabel: '名前の候補',
  available: '利用可能',
  unavailable: '使用済み',
  taken: (name: string) => `${name} はすでに使われています`,
  register: '名前を登録',
  signing: 'ウォレットでメッセージに署名してください…',
  registering: '登録しています…',
  success: (name: string) => `${name} があなたの名前になりました`,
  successHint: 'アカウントにはアドレスの代わりにこの名前が表示されます。',
  done: '完了',
}
