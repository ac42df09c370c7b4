import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Swap and Swap preview views; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'Anda membayar',
  to: 'Anda menerima',
  amountLabel: 'Jumlah yang dibayar',
  quoting: 'Mengambil penawaran…',
  approve: (symbol: string) => `Setujui ${symbol}`,
  approving: 'Menunggu persetujuan…',
  approvalHint: (symbol: string) => `Kontrak penukaran perlu izin Anda dulu untuk menggunakan ${symbol}.`,
  review: 'Tinjau penukaran',
  confirm: 'Tukar',
  swapping: 'Menukar…',
  slippage: 'Slipage maks.',
  network: 'Jaringan',
  loading: 'Memuat token',
  route: 'Rute',
  feeTier: 'Biaya pool',
  minimumReceived: 'Minimum diterima',
  networkFee: 'Biaya jaringan',
}
