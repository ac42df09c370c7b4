import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Account view's NFTs tab; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'ה-NFT שלך',
  loading: 'טוען NFT',
  empty: 'עדיין אין NFT',
  emptyHint: 'NFT שיתקבלו ברשת הזו יופיעו כאן.',
  retry: 'לנסות שוב',
  unnamed: 'NFT ללא שם',
  image: (name: string) => `תמונה של ${name}`,
  quantity: (count: number) => `${count} בבעלותך`,
}
