import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Account view's NFTs tab; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'NFT Anda',
  loading: 'Memuat NFT',
  empty: 'Belum ada NFT',
  emptyHint: 'NFT yang Anda terima di jaringan ini akan muncul di sini.',
  retry: 'Coba lagi',
  unnamed: 'NFT tanpa nama',
  image: (name: string) => `Gambar ${name}`,
  quantity: (count: number) => `${count} dimiliki`,
}
