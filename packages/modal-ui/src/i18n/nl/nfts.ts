import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Account view's NFTs tab; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: "NFT's",
  listLabel: "Je NFT's",
  loading: "NFT's laden",
  empty: "Nog geen NFT's",
  emptyHint: "NFT's die je op dit netwerk ontvangt, verschijnen hier.",
  retry: 'Opnieuw proberen',
  unnamed: 'NFT zonder naam',
  image: (name: string) => `Afbeelding van ${name}`,
  quantity: (count: number) => `${count} in bezit`,
}
