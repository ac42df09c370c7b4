import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Account view's NFTs tab; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'رموز NFT',
  listLabel: 'رموز NFT الخاصة بك',
  loading: 'جارٍ تحميل رموز NFT',
  empty: 'لا توجد رموز NFT بعد',
  emptyHint: 'ستظهر هنا رموز NFT التي تستلمها على هذه الشبكة.',
  retry: 'إعادة المحاولة',
  unnamed: 'NFT بلا اسم',
  image: (name: string) => `صورة ${name}`,
  quantity: (count: number) => `تملك ${count}`,
}
