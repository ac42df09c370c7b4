import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Farcaster view; they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Farcaster-inloglink als QR-code',
  scan: 'Scan met je telefoon',
  hint: 'Open de camera van je telefoon en keur het inloggen goed in Farcaster.',
  openHere: 'Farcaster openen op dit apparaat',
  connecting: 'Verbinden…',
  noLink: 'Het inloggen met Farcaster is niet gestart. Ga terug en probeer het opnieuw.',
}
