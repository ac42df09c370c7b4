import type { Messages } from '../en/core.js'

/**
 * Polish messages of the Account view's NFTs tab; they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'Twoje NFT',
  loading: 'Ładowanie NFT',
  empty: 'Brak NFT',
  emptyHint: 'Tu pojawią się NFT, które otrzymasz w tej sieci.',
  retry: 'Spróbuj ponownie',
  unnamed: 'NFT bez nazwy',
  image: (name: string) => `Obraz ${name}`,
  quantity: (count: number) => `${count} szt.`,
}
