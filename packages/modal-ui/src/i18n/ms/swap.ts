import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Swap and Swap preview views; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Anda bayar',
  to: 'Anda terima',
  amountLabel: 'Jumlah untuk dibayar',
  quoting: 'Mendapatkan sebut harga…',
  approve: (symbol: string) => `Luluskan ${symbol}`,
  approving: 'Menunggu kelulusan…',
  approvalHint: (symbol: string) =>
    `Kontrak pertukaran memerlukan kebenaran anda dahulu untuk membelanjakan ${symbol}.`,
  review: 'Semak pertukaran',
  confirm: 'Tukar',
  swapping: 'Menukar…',
  slippage: 'Gelinciran maks.',
  network: 'Rangkaian',
  loading: 'Memuatkan token',
  route: 'Laluan',
  feeTier: 'Yuran kolam',
  minimumReceived: 'Minimum diterima',
  networkFee: 'Yuran rangkaian',
}
