import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Account view's NFTs tab; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFTs',
  listLabel: 'Seus NFTs',
  loading: 'Carregando NFTs',
  empty: 'Nenhum NFT ainda',
  emptyHint: 'Os NFTs que você receber nesta rede aparecem aqui.',
  retry: 'Tentar de novo',
  unnamed: 'NFT sem nome',
  image: (name: string) => `Imagem de ${name}`,
  quantity: (count: number) => `Você tem ${count}`,
}
