import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Account view's NFTs tab; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: '你的 NFT',
  loading: '正在載入 NFT',
  empty: '暫時未有 NFT',
  emptyHint: '你在此網絡收到的 NFT 會在這裏顯示。',
  retry: '再試一次',
  unnamed: '未命名的 NFT',
  image: (name: string) => `${name} 的圖片`,
  quantity: (count: number) => `持有 ${count} 個`,
}
