import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Farcaster view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'QR kodu olarak Farcaster giriş bağlantısı',
  scan: 'Telefonunuzla tarayın',
  hint: "Telefonunuzun kamerasını açın ve girişi Farcaster'da onaylayın.",
  openHere: "Farcaster'ı bu cihazda aç",
  connecting: 'Bağlanıyor…',
  noLink: 'Farcaster girişi başlamadı. Geri dönüp tekrar deneyin.',
}
