import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Account view's NFTs tab; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./nfts.js')).nfts
 */
export const nfts: Messages['nfts'] = {
  tab: 'NFT',
  listLabel: 'NFT ของคุณ',
  loading: 'กำลังโหลด NFT',
  empty: 'ยังไม่มี NFT',
  emptyHint: 'NFT ที่คุณได้รับในเครือข่ายนี้จะแสดงที่นี่',
  retry: 'ลองอีกครั้ง',
  unnamed: 'NFT ไม่มีชื่อ',
  image: (name: string) => `รูปภาพของ ${name}`,
  quantity: (count: number) => `ถือครอง ${count} ชิ้น`,
}
