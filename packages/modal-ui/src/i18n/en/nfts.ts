/**
 * English messages of the Account view's NFTs tab; they load with the Account view (not in the first load).
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts = {
  tab: 'NFTs',
  listLabel: 'Your NFTs',
  loading: 'Loading NFTs',
  empty: 'No NFTs yet',
  emptyHint: 'NFTs you receive on this network show here.',
  retry: 'Try again',
  unnamed: 'Unnamed NFT',
  image: (name: string) => `Image of ${name}`,
  quantity: (count: number) => `${count} held`,
} as const
