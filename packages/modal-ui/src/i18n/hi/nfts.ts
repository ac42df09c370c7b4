import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Account view's NFTs tab; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'आपके NFT',
  loading: 'NFT लोड हो रहे हैं',
  empty: 'अभी कोई NFT नहीं',
  emptyHint: 'इस नेटवर्क पर आपको मिलने वाले NFT यहाँ दिखेंगे।',
  retry: 'फिर से कोशिश करें',
  unnamed: 'बिना नाम का NFT',
  image: (name: string) => `${name} की तस्वीर`,
  quantity: (count: number) => `आपके पास ${count}`,
}
