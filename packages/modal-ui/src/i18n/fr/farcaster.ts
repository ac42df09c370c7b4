import type { Messages } from '../en/core.js'

/**
 * French messages of the Farcaster view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Lien de connexion Farcaster sous forme de QR code',
  scan: 'Scannez avec votre téléphone',
  hint: "Ouvrez l'appareil photo de votre téléphone et approuvez la connexion dans Farcaster.",
  openHere: 'Ouvrir Farcaster sur cet appareil',
  connecting: 'Connexion…',
  noLink: "La connexion Farcaster n'a pas démarré. Revenez en arrière et réessayez.",
}
