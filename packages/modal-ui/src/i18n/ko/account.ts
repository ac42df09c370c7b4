import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Account view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: '주소 복사',
  copied: '주소가 복사되었습니다',
  balanceLabel: '잔액',
  disconnect: '연결 해제',
  disconnecting: '연결 해제 중…',
  balanceUnavailable: '토큰 잔액을 불러올 수 없음',
  actionsLabel: '계정 작업',
  send: '보내기',
  swap: '스왑',
  receive: '받기',
  buy: '구매',
  chooseName: '이름 선택',
  tokensLabel: '토큰',
  tokensEmpty: '이 네트워크에는 아직 토큰이 없습니다',
  tokensLoading: '토큰을 불러오는 중',
  exportWallet: '지갑 내보내기',
  exporting: '내보내는 중…',
}
