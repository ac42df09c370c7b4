import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Account view's NFTs tab; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: '내 NFT',
  loading: 'NFT를 불러오는 중',
  empty: '아직 NFT가 없습니다',
  emptyHint: '이 네트워크에서 받은 NFT가 여기에 표시됩니다.',
  retry: '다시 시도',
  unnamed: '이름 없는 NFT',
  image: (name: string) => `${name} 이미지`,
  quantity: (count: number) => `${count}개 보유`,
}
