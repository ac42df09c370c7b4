import type { Messages } from '../en/core.js'

/**
 * Vietnamese messages of the Account view's NFTs tab; they load with the rest of the Vietnamese texts once Vietnamese is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'NFT của bạn',
  loading: 'Đang tải NFT',
  empty: 'Chưa có NFT nào',
  emptyHint: 'NFT bạn nhận được trên mạng này sẽ hiển thị ở đây.',
  retry: 'Thử lại',
  unnamed: 'NFT không tên',
  image: (name: string) => `Hình ảnh của ${name}`,
  quantity: (count: number) => `Đang giữ ${count}`,
}
