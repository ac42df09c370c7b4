import type { Messages } from '../en/core.js'

/**
 * Malay messages of the Farcaster view; they load with the rest of the Malay texts once Malay is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Pautan log masuk Farcaster sebagai kod QR',
  scan: 'Imbas dengan telefon anda',
  hint: 'Buka kamera pada telefon anda dan luluskan log masuk dalam Farcaster.',
  openHere: 'Buka Farcaster pada peranti ini',
  connecting: 'Menyambung…',
  noLink: 'Log masuk Farcaster tidak bermula. Kembali dan cuba lagi.',
}
