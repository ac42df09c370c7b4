import type { Messages } from '../en/core.js'

/**
 * German messages of the Account view's NFTs tab; they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFTs',
  listLabel: 'Ihre NFTs',
  loading: 'NFTs werden geladen',
  empty: 'Noch keine NFTs',
  emptyHint: 'NFTs, die Sie in diesem Netzwerk erhalten, erscheinen hier.',
  retry: 'Erneut versuchen',
  unnamed: 'NFT ohne Namen',
  image: (name: string) => `Bild von ${name}`,
  quantity: (count: number) => `${count} im Besitz`,
}
