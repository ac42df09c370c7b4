import type { Messages } from '../en/core.js'

/**
 * Indonesian messages of the Farcaster view; they load with the rest of the Indonesian texts once Indonesian is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Tautan masuk Farcaster sebagai kode QR',
  scan: 'Pindai dengan ponsel Anda',
  hint: 'Buka kamera di ponsel Anda dan setujui proses masuk di Farcaster.',
  openHere: 'Buka Farcaster di perangkat ini',
  connecting: 'Menghubungkan…',
  noLink: 'Proses masuk Farcaster tidak dimulai. Kembali dan coba lagi.',
}
