import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Account view's NFTs tab; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'Ваши NFT',
  loading: 'Загрузка NFT',
  empty: 'Пока нет NFT',
  emptyHint: 'Здесь появятся NFT, которые вы получите в этой сети.',
  retry: 'Повторить',
  unnamed: 'NFT без названия',
  image: (name: string) => `Изображение ${name}`,
  quantity: (count: number) => `${count} шт.`,
}
