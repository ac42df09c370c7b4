import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Account view's NFTs tab; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: '您的 NFT',
  loading: '正在加载 NFT',
  empty: '暂无 NFT',
  emptyHint: '您在此网络上收到的 NFT 会显示在这里。',
  retry: '重试',
  unnamed: '未命名 NFT',
  image: (name: string) => `${name} 的图片`,
  quantity: (count: number) => `持有 ${count} 个`,
}
