import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Account view's NFTs tab; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: "NFT'ler",
  listLabel: "NFT'leriniz",
  loading: "NFT'ler yükleniyor",
  empty: 'Henüz NFT yok',
  emptyHint: "Bu ağda aldığınız NFT'ler burada görünür.",
  retry: 'Tekrar dene',
  unnamed: 'Adsız NFT',
  image: (name: string) => `${name} görseli`,
  quantity: (count: number) => `${count} adet`,
}
