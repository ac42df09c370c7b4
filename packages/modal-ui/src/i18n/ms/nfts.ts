import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Account view's NFTs tab; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'NFT anda',
  loading: 'Memuatkan NFT',
  empty: 'Belum ada NFT',
  emptyHint: 'NFT yang anda terima pada rangkaian ini akan dipaparkan di sini.',
  retry: 'Cuba lagi',
  unnamed: 'NFT tanpa nama',
  image: (name: string) => `Imej ${name}`,
  quantity: (count: number) => `${count} dimiliki`,
}
