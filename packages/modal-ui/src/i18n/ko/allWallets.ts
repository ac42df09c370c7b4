import type { Messages } from '../en/core.js'

/**
 * Korean messages of the All Wallets view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: '지갑 검색',
  searchPlaceholder: '지갑 검색',
  listLabel: '지갑 목록',
  loading: '지갑을 불러오는 중…',
  noResults: '지갑을 찾을 수 없습니다',
  retry: '다시 시도',
  loadMore: '더 보기',
  certified: '인증됨',
  installedOnly: '이 브라우저에 설치된 지갑만 표시됩니다.',
  resultCount: (count: number) => `지갑 ${count}개를 찾았습니다`,
}
