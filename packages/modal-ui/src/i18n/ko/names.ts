import type { Messages } from '../en/core.js'

/**
 * Korean messages of the account name views; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: '이름',
  rules: '영문자, 숫자, 하이픈만 사용 가능하며 4자 이상이어야 합니다.',
  checking: '이름을 확인하는 중…',
  suggestionsLabel: '추천 이름',
  available: '사용 가능',
  unavailable: '사용 중',
  taken: (name: string) => `이미 사용 중인 이름입니다: ${name}`,
  register: '이름 등록',
  signing: '지갑에서 메시지에 서명하세요…',
  registering: '등록하는 중…',
  success: (name: string) => `이제 ${name} 이름을 사용할 수 있습니다`,
  successHint: '이제 계정에 주소 대신 이 이름이 표시됩니다.',
  done: '완료',
}
