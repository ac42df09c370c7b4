import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Account view's NFTs tab; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: '你的 NFT',
  loading: '正在載入 NFT',
  empty: '尚無 NFT',
  emptyHint: '你在這個網路上收到的 NFT 會顯示在這裡。',
  retry: '重試',
  unnamed: '未命名的 NFT',
  image: (name: string) => `${name} 的圖片`,
  quantity: (count: number) => `持有 ${count} 個`,
}
