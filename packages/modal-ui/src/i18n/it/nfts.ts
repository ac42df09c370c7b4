import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Account view's NFTs tab; they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'I tuoi NFT',
  loading: 'Caricamento degli NFT',
  empty: 'Ancora nessun NFT',
  emptyHint: 'Gli NFT che ricevi su questa rete compaiono qui.',
  retry: 'Riprova',
  unnamed: 'NFT senza nome',
  image: (name: string) => `Immagine di ${name}`,
  quantity: (count: number) => `${count} in tuo possesso`,
}
