import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Account view's NFTs tab; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'あなたの NFT',
  loading: 'NFT を読み込んでいます',
  empty: 'まだ NFT はありません',
  emptyHint: 'このネットワークで受け取った NFT がここに表示されます。',
  retry: '再試行',
  unnamed: '名前のない NFT',
  image: (name: string) => `${name} の画像`,
  quantity: (count: number) => `${count} 個保有`,
}
