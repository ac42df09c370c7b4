import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Account view's NFTs tab; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'Ваші NFT',
  loading: 'Завантаження NFT',
  empty: 'Поки немає NFT',
  emptyHint: 'Тут з’являться NFT, які ви отримаєте в цій мережі.',
  retry: 'Спробувати ще раз',
  unnamed: 'NFT без назви',
  image: (name: string) => `Зображення ${name}`,
  quantity: (count: number) => `${count} шт.`,
}
