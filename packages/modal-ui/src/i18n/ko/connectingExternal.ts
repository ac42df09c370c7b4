import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Connecting (browser wallet) view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `${name}에서 계속하세요`,
  hint: '지갑에서 연결 요청을 수락하세요.',
  noWallet: '선택한 지갑이 없습니다. 돌아가서 지갑을 선택하세요.',
}
