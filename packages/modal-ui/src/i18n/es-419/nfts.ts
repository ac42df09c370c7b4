import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Account view's NFTs tab; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'Tus NFT',
  loading: 'Cargando NFT',
  empty: 'Aún no hay NFT',
  emptyHint: 'Los NFT que recibas en esta red aparecerán aquí.',
  retry: 'Reintentar',
  unnamed: 'NFT sin nombre',
  image: (name: string) => `Imagen de ${name}`,
  quantity: (count: number) => `Tienes ${count}`,
}
