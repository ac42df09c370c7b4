import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Activity list (Account view tab and Activity view); they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: '계정 세부 정보',
  tokens: '토큰',
  activity: '활동',
  empty: '아직 활동이 없습니다',
  partial: '최근 전송만 표시: 이 네트워크는 전체 기록을 제공하지 않습니다',
  loading: '활동을 불러오는 중',
  more: '더 보기',
  retry: '다시 시도',
  transaction: '트랜잭션',
  operation: (type: string) =>
    ({
      send: '전송',
      receive: '수신',
      trade: '스왑',
      mint: '민팅',
      approve: '승인',
      execute: '실행',
      deposit: '입금',
      withdraw: '출금',
      burn: '소각',
    })[type] ?? type,
}
