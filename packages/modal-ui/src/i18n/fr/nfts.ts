import type { Messages } from '../en/core.js'

/**
 * French messages of the Account view's NFTs tab; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'Vos NFT',
  loading: 'Chargement des NFT',
  empty: 'Aucun NFT pour le moment',
  emptyHint: 'Les NFT que vous recevez sur ce réseau apparaissent ici.',
  retry: 'Réessayer',
  unnamed: 'NFT sans nom',
  image: (name: string) => `Image de ${name}`,
  quantity: (count: number) => `${count} détenu${new Intl.PluralRules('fr').select(count) === 'one' ? '' : 's'}`,
}
